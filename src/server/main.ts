import { buildApp } from './app';
import { loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import type { DatabaseHandle } from './db/database';
import { openDatabase } from './db/open-database';

const config = loadConfig();

let database: DatabaseHandle | null = null;
let app: Awaited<ReturnType<typeof buildApp>> | null = null;
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
  app = await buildApp({ database, config });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `EstateDesk is running on http://localhost:${config.port} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  const message =
    (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? `port ${config.port} is already in use` : String(error);
  console.error('EstateDesk could not start:', error);
  void stop(message, 1);
});
