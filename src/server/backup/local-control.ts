import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import type { AppContext } from '../context';
import { BackupError } from './backup-error';
import { type BackupResult, writeBackup } from './write-backup';

/**
 * The running server's local door for `npm run backup` (decision 163). The embedded database
 * admits one process, so while the server runs the command cannot open it; it asks the server
 * instead, over a Unix socket in the data folder made readable by its owner only — whoever may
 * use it may read the database files and the secrets key beside it anyway. One request a
 * connection: a JSON line `{"command":"backup","dir":…}`; answers are JSON lines of progress and
 * then the result or the error.
 */
export const controlSocketPath = (dataDir: string) => join(dataDir, 'estatedesk.sock');

/** What the command prints of a finished backup. */
export interface BackupSummary {
  path: string;
  bytes: number;
  seconds: number;
  files: number;
  secretsKeyFingerprint: string | null;
}

export const summaryOf = (result: BackupResult): BackupSummary => ({
  path: result.path,
  bytes: result.bytes,
  seconds: (result.finishedAt.getTime() - result.startedAt.getTime()) / 1000,
  files: result.manifest.files.length,
  secretsKeyFingerprint: result.manifest.secretsKeyFingerprint,
});

type Answer = { progress: [number, number] } | { result: BackupSummary } | { error: string };

export async function listenForLocalCommands(ctx: AppContext, socketPath: string): Promise<{ close(): Promise<void> }> {
  // Left by a process killed before it could remove it; this process holds the data folder's lock.
  rmSync(socketPath, { force: true });
  const server: Server = createServer((socket) => {
    socket.on('error', () => {});
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk;
      const end = buffered.indexOf('\n');
      if (end === -1) {
        if (buffered.length > 64 * 1024) socket.destroy();
        return;
      }
      socket.removeAllListeners('data');
      void answer(ctx, buffered.slice(0, end), (line) => {
        if (!socket.destroyed) socket.write(`${JSON.stringify(line)}\n`);
      }).finally(() => socket.end());
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(socketPath, { force: true });
      }),
  };
}

async function answer(ctx: AppContext, line: string, send: (answer: Answer) => void) {
  let request: { command?: unknown; dir?: unknown };
  try {
    request = JSON.parse(line);
  } catch {
    send({ error: 'The request was not JSON.' });
    return;
  }
  if (request.command !== 'backup') {
    send({ error: `Unknown command ${JSON.stringify(request.command)}.` });
    return;
  }
  const dir = typeof request.dir === 'string' && request.dir ? request.dir : ctx.config.backupDir;
  try {
    const result = await writeBackup(ctx, {
      dir,
      progress: (done, total) => send({ progress: [done, total] }),
    });
    ctx.logger.info({ archive: result.path, bytes: result.bytes }, 'backup written for npm run backup');
    send({ result: summaryOf(result) });
  } catch (error) {
    ctx.logger.error({ err: error }, 'backup for npm run backup failed');
    send({ error: error instanceof BackupError ? error.message : `The backup failed: ${(error as Error).message}` });
  }
}

/** Asks the server listening on `socketPath` for a backup; null when no server answers there. */
export function requestBackup(
  socketPath: string,
  dir: string,
  onProgress: (done: number, total: number) => void,
): Promise<BackupSummary | null> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    let buffered = '';
    let settled = false;
    const settle = (fn: () => void) => {
      if (!settled) {
        settled = true;
        fn();
      }
    };
    socket.on('connect', () => socket.write(`${JSON.stringify({ command: 'backup', dir })}\n`));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (['ENOENT', 'ECONNREFUSED', 'ENOTSOCK'].includes(error.code ?? '')) settle(() => resolve(null));
      else settle(() => reject(error));
    });
    socket.on('data', (chunk) => {
      buffered += chunk;
      for (let end = buffered.indexOf('\n'); end !== -1; end = buffered.indexOf('\n')) {
        const message = JSON.parse(buffered.slice(0, end)) as Answer;
        buffered = buffered.slice(end + 1);
        if ('progress' in message) onProgress(...message.progress);
        else if ('result' in message) settle(() => resolve(message.result));
        else settle(() => reject(new BackupError(message.error)));
      }
    });
    socket.on('close', () =>
      settle(() => reject(new BackupError('The server closed the connection before the backup finished.'))),
    );
  });
}
