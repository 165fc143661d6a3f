import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { AppConfig } from './config';
import type { DatabaseHandle, Db } from './db/database';
import { type Clock, systemClock } from './lib/clock';
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
}

export interface ContextParts {
  database: DatabaseHandle;
  config: AppConfig;
  clock?: Clock;
  storage?: FileStorage;
  logger?: FastifyBaseLogger;
}

/** The context for the app, a CLI command or a test: one place that fills in the defaults. */
export function createContext(parts: ContextParts): AppContext {
  return {
    db: parts.database.db,
    database: parts.database,
    clock: parts.clock ?? systemClock,
    config: parts.config,
    storage: parts.storage ?? createDiskStorage(parts.config.uploadsDir),
    logger: parts.logger ?? pino({ level: parts.config.logLevel }),
  };
}
