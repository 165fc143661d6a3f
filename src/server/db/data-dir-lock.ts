import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite has no lock of its own: two processes on one data directory corrupt it (decision 002).
 * We hold a lock file with our pid and its start time; a second opener is refused with a clear
 * message, and a lock left by a process that no longer runs, or whose pid now names another
 * program, is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another EstateDesk process (pid ${pid}). ` +
        'Stop that process first, or run this command against the running server.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** True when a process with this pid exists (EPERM: it runs, as another user). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When the process started, in clock ticks since boot (field 22 of /proc/<pid>/stat), or null where
 * there is no /proc. With the pid it names one process for good: a pid reused after a restart has
 * another start time.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and brackets; the fields after it are plain.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function commandLine(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return null;
  }
}

interface LockRecord {
  pid: number;
  /** processStartTime of the holder; absent in locks written before it was recorded. */
  startTime?: string | null;
  dataDir?: string;
}

function readLock(path: string): LockRecord | null {
  const text = readFileSync(path, 'utf8').trim();
  if (/^\d+$/.test(text)) return { pid: Number(text) };
  try {
    const record = JSON.parse(text) as LockRecord;
    return Number.isInteger(record.pid) ? record : null;
  } catch {
    return null;
  }
}

/**
 * True when the lock's process still runs and is the one that wrote it. A pid alone is not enough:
 * after a reboot or a kill -9 the pid may belong to any other program by now, which must not keep
 * EstateDesk from starting. The recorded start time settles it; for an old lock without one, the
 * holder must at least be a Node.js process.
 */
function isHeld(record: LockRecord): boolean {
  if (record.pid === process.pid || !isRunning(record.pid)) return false;
  const startTime = processStartTime(record.pid);
  if (startTime === null) return true; // no /proc: the pid is all we can go by
  if (record.startTime) return record.startTime === startTime;
  return /\bnode\b|tsx/.test(commandLine(record.pid) ?? '');
}

export function lockFilePath(dataDir: string): string {
  return join(dataDir, 'estatedesk.lock');
}

/** The pid holding the data directory, or null when it is free. */
export function dataDirHolder(dataDir: string): number | null {
  try {
    const record = readLock(lockFilePath(dataDir));
    return record && isHeld(record) ? record.pid : null;
  } catch {
    return null;
  }
}

export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = lockFilePath(dataDir);
  const record: LockRecord = { pid: process.pid, startTime: processStartTime(process.pid), dataDir };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify(record));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = dataDirHolder(dataDir);
      if (holder !== null) throw new DataDirLockedError(dataDir, holder);
      rmSync(path, { force: true }); // stale: its process is gone, or the pid now names another program
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}
