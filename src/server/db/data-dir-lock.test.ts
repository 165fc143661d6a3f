import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockFilePath, processStartTime } from './data-dir-lock';

let dataDir: string;
let other: ChildProcess;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'estatedesk-lock-'));
  // Stands for whatever program got the pid after a restart: running, but not EstateDesk.
  other = spawn('sleep', ['60'], { stdio: 'ignore' });
});
afterAll(() => {
  other.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

const writeLock = (content: object | string) =>
  writeFileSync(lockFilePath(dataDir), typeof content === 'string' ? content : JSON.stringify(content));

describe('the data directory lock', () => {
  it('records our pid and start time, and refuses a second opener while we hold it', () => {
    const release = acquireDataDirLock(dataDir);
    const record = JSON.parse(readFileSync(lockFilePath(dataDir), 'utf8'));
    expect(record).toMatchObject({ pid: process.pid, dataDir });
    expect(record.startTime).toBe(processStartTime(process.pid));
    release();
  });

  it('is refused while the process that wrote it runs', () => {
    writeLock({ pid: other.pid, startTime: processStartTime(other.pid!), dataDir });
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
  });

  it('is taken over when its pid now belongs to another process (pid reused after a restart)', () => {
    writeLock({ pid: other.pid, startTime: '1', dataDir });
    const release = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(lockFilePath(dataDir), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('is taken over when an old pid-only lock names a process that is not Node.js', () => {
    writeLock(String(other.pid));
    const release = acquireDataDirLock(dataDir);
    release();
  });

  it('is taken over when its process is gone', () => {
    const gone = spawn('true');
    return new Promise<void>((done) => {
      gone.on('exit', () => {
        writeLock({ pid: gone.pid, startTime: '1', dataDir });
        acquireDataDirLock(dataDir)();
        done();
      });
    });
  });
});
