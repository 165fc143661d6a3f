import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { openDatabase } from '../db/open-database';
import type { Clock } from '../lib/clock';
import { scratchPostgres } from './scratch-database';
import { leaseWorkerPglite } from './worker-pglite';

/**
 * A migrated database for one test file, as if new: on PGlite the worker's own database emptied
 * (worker-pglite.ts), or — with `dataDir`, for a backup to read — a PGlite in that folder on disk
 * loaded from the template; on PostgreSQL a new database made from the template, dropped on close,
 * whose URL the handle carries for pg_dump.
 */
export async function openTestDatabase(options: { dataDir?: string } = {}): Promise<DatabaseHandle & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres') {
    if (!options.dataDir) return leaseWorkerPglite();
    const blob = new Blob([readFileSync(inject('pgliteTemplate'))]);
    return openDatabase({ kind: 'pglite', dataDir: options.dataDir, loadDataDir: blob, migrate: false });
  }
  const scratch = await scratchPostgres('file');
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url, migrate: false });
  return {
    ...handle,
    url: scratch.url,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  /** Moves the app's clock; every service reads time from it. */
  clock: { now: Date; advanceHours(hours: number): void };
  close(): Promise<void>;
}

export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  /**
   * Pino options, e.g. a stream that keeps every log line for a test to scan. `backups`: a
   * database a backup can read (PGlite in a data folder on disk; PostgreSQL by its URL).
   */
  options: { logger?: object; backups?: boolean } = {},
): Promise<TestApp> {
  const dataDir = options.backups ? mkdtempSync(join(tmpdir(), 'estatedesk-data-')) : undefined;
  const database = await openTestDatabase({ dataDir });
  const uploadsDir = mkdtempSync(join(tmpdir(), 'estatedesk-uploads-'));
  // Backups stay in the test's own folder, never beside the working copy's data folder.
  const backupDir = mkdtempSync(join(tmpdir(), 'estatedesk-backups-'));
  const config: AppConfig = {
    ...loadConfig({}),
    webDistDir: '/nonexistent',
    uploadsDir,
    backupDir,
    ...(dataDir ? { dataDir } : {}),
    ...(options.backups && database.url ? { databaseUrl: database.url } : {}),
    loginRateLimitPerMinute: 1000,
    secretsKey: randomBytes(32),
    ...overrides,
  };
  const clock = {
    now: new Date(),
    advanceHours(hours: number) {
      this.now = new Date(this.now.getTime() + hours * 3600_000);
    },
  };
  const clockFn: Clock = () => clock.now;
  const app = await buildApp({ database, config, clock: clockFn, logger: options.logger ?? false });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(uploadsDir, { recursive: true, force: true });
      rmSync(backupDir, { recursive: true, force: true });
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** app.inject with a bearer token and a JSON body; returns the response with its parsed body. */
export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { token?: string | undefined; body?: unknown; headers?: Record<string, string> } = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies of every shape
): Promise<LightMyRequestResponse & { data: any }> {
  const response = await app.inject({
    method,
    url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  });
  let data: unknown;
  try {
    data = response.body ? JSON.parse(response.body) : undefined;
  } catch {
    data = response.body;
  }
  return Object.assign(response, { data });
}

/**
 * A test file's `api(method, url, body?, token?, headers?)`: call() on its app, as its default
 * member unless a token is given. Both are read at each call, as test files set them in beforeAll.
 */
export function apiOf(current: () => { app: FastifyInstance; token: string }) {
  return (
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    token: string | undefined = current().token,
    headers?: Record<string, string>,
  ) => call(current().app, method, url, { token, body, ...(headers ? { headers } : {}) });
}
