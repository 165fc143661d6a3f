import { loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import type { DatabaseHandle } from '../db/database';
import { openDatabase } from '../db/open-database';

/** A failure the person at the shell can fix: printed as is, exit code 1, no stack trace. */
export class CliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliError';
  }
}

/**
 * The database the server would use with this environment: PostgreSQL with DATABASE_URL, else the
 * embedded one in DATA_DIR. The embedded one admits one process, so a running server makes this
 * throw DataDirLockedError (decision 002).
 */
export async function openCliDatabase(env: NodeJS.ProcessEnv = process.env): Promise<DatabaseHandle> {
  const config = loadConfig(env);
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
}

/** Runs a command's body and turns the expected failures into a message and exit code 1. */
export async function runCli(body: () => Promise<void>): Promise<never> {
  try {
    await body();
    process.exit(0);
  } catch (error) {
    if (error instanceof CliError || error instanceof DataDirLockedError) {
      console.error(`Error: ${error.message}`);
    } else {
      console.error('Error:', error);
    }
    process.exit(1);
  }
}
