import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { AppConfig } from './config';
import type { DatabaseHandle, Db } from './db/database';
import { createJobQueue, type JobKinds, type JobQueue } from './jobs/job-queue';
import { type Clock, systemClock } from './lib/clock';
import { createSmtpMailer, type Mailer } from './mail/mailer';
import { createSettingsStore, type SettingsStore } from './settings/settings-store';
import { createDiskStorage, type FileStorage } from './storage/file-storage';

/**
 * The one service context: everything a route or service may use from outside itself. app.ts
 * builds it once and every module plugin receives it as its options, so adding a dependency
 * means adding a field here and in app.ts, not editing every module. Services take the whole
 * context (or a Pick of it when a helper needs less, so tests can call them with less).
 */
export interface AppContext {
  db: Db;
  database: DatabaseHandle;
  clock: Clock;
  config: AppConfig;
  storage: FileStorage;
  logger: FastifyBaseLogger;
  /** Company-wide settings; secrets sealed with config.secretsKey (settings/settings-store.ts). */
  settings: SettingsStore;
  /** Sends one email now; features queue email through the outbox instead (modules/mail/public.ts). */
  mailer: Mailer;
  /** The durable job queue (jobs/job-queue.ts); enqueue inside the transaction of the change. */
  jobs: JobQueue;
}

export interface ContextParts {
  database: DatabaseHandle;
  config: AppConfig;
  clock?: Clock;
  storage?: FileStorage;
  logger?: FastifyBaseLogger;
  mailer?: Mailer;
  /**
   * The job kinds and schedules, handed in by the composition root (app.ts, the CLI, the test
   * helpers; the app's are `jobKinds` in job-registry.ts). Passed in rather than imported so this
   * file names no module: the modules' jobs take an AppContext, and a context that imported them
   * would close a circle through every module (decision 168).
   */
  jobs: JobKinds;
}

/** The context for the app, a CLI command or a test: one place that fills in the defaults. */
export function createContext(parts: ContextParts): AppContext {
  const clock = parts.clock ?? systemClock;
  const settings = createSettingsStore({ db: parts.database.db, clock, secretsKey: parts.config.secretsKey });
  const logger = parts.logger ?? pino({ level: parts.config.logLevel });
  const ctx: AppContext = {
    db: parts.database.db,
    database: parts.database,
    clock,
    config: parts.config,
    storage: parts.storage ?? createDiskStorage(parts.config.uploadsDir),
    logger,
    settings,
    mailer: parts.mailer ?? createSmtpMailer(settings),
    jobs: createJobQueue({
      db: parts.database.db,
      clock,
      logger,
      definitions: parts.jobs.definitions,
      schedules: parts.jobs.schedules,
      context: () => ctx,
    }),
  };
  return ctx;
}
