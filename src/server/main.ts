import { buildApp } from './app';
import { controlSocketPath, listenForLocalCommands } from './backup/local-control';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import type { DatabaseHandle } from './db/database';
import { openDatabase } from './db/open-database';
import { startWorker, type Worker } from './jobs/worker';
import { resolveSecretsKey } from './settings/secrets-key';
import { clearOrphanUploads } from './storage/clear-orphan-uploads';

const config = loadConfig();

let database: DatabaseHandle | null = null;
let app: Awaited<ReturnType<typeof buildApp>> | null = null;
let worker: Worker | null = null;
let control: { close(): Promise<void> } | null = null;
let stopping = false;

/**
 * Stops taking requests, lets running ones finish, then closes the database so an embedded data
 * directory is checkpointed and unlocked. Used for signals and for a failed start alike.
 */
async function stop(reason: string, exitCode: number) {
  if (stopping) return;
  stopping = true;
  console.error(`EstateDesk is stopping (${reason}).`);
  const timer = setTimeout(() => {
    console.error('Shutdown took too long; exiting.');
    process.exit(1);
  }, 15_000);
  try {
    // Jobs first: they stop at a checkpoint and go back to the queue while the database is open.
    await worker?.stop(10_000);
    await control?.close();
    await app?.close();
    await database?.close();
  } catch (error) {
    console.error('Error while shutting down:', error);
    exitCode = exitCode || 1;
  } finally {
    clearTimeout(timer);
  }
  process.exit(exitCode);
}

// Registered before the database opens, so a signal during initdb or migrations still cleans up.
process.on('SIGTERM', () => void stop('SIGTERM', 0));
process.on('SIGINT', () => void stop('SIGINT', 0));

async function main() {
  database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  if (stopping) return;
  const orphans = await clearOrphanUploads(config.uploadsDir, new Date());
  app = await buildApp({ database, config: await resolveSecretsKey(config, database) });
  await app.listen({ port: config.port, host: config.host });
  if (config.worker && !stopping) {
    worker = startWorker(app.appContext, { concurrency: config.workerConcurrency, pollMs: config.workerPollMs });
  }
  if (database.kind === 'pglite' && !stopping) {
    // npm run backup cannot open the data folder this process holds; it asks here (decision 163).
    control = await listenForLocalCommands(app.appContext, controlSocketPath(config.dataDir)).catch((error) => {
      app?.log.warn({ err: error }, 'npm run backup will not reach this server: its local socket could not be opened');
      return null;
    });
  }
  if (orphans > 0) app.log.info(`Removed ${orphans} unfinished upload(s) left by an earlier run.`);
  app.log.info(
    `EstateDesk is running on http://localhost:${config.port} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  if (error instanceof ConfigError) {
    console.error(`EstateDesk could not start: ${error.message}`);
    void stop('configuration', 1);
    return;
  }
  const message =
    (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? `port ${config.port} is already in use` : String(error);
  console.error('EstateDesk could not start:', error);
  void stop(message, 1);
});
