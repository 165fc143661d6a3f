import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * Every setting the server reads from the environment (docs/configuration.md lists them), parsed once at
 * start. A bad value stops the start with a message naming the variable.
 */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  sessionTtlHours: number;
  inviteTtlHours: number;
  /** Requests per minute per address on register, create-password and forgot-password. */
  loginRateLimitPerMinute: number;
  /** Failed sign-ins on one account within an hour before it is held back (decision 060). */
  loginFailuresPerAccount: number;
  /** Failed sign-ins from one address within an hour before it is held back (decision 060). */
  loginFailuresPerAddress: number;
  bodyLimitBytes: number;
  webDistDir: string;
  trustProxy: boolean;
  /** Uploaded files; outside any folder the web server serves. */
  uploadsDir: string;
  uploadMaxFileBytes: number;
  /** Finished backup archives (BACKUP_DIR, default DATA_DIR/../backups; docs/backups.md). */
  backupDir: string;
  /** A second folder each backup is copied to (BACKUP_COPY_DIR); the /backups setting overrides it. */
  backupCopyDir: string | null;
  uploadMaxRequestBytes: number;
  uploadMaxFiles: number;
  /**
   * The key that encrypts stored secrets (SECRETS_KEY, base64 of 32 bytes). Undefined when the
   * environment has none: an embedded install then uses DATA_DIR/secrets.key (settings/secrets-key.ts).
   */
  secretsKey: Buffer | undefined;
  /** Run the job worker in this process (WORKER=on|off). */
  worker: boolean;
  /** Jobs one process runs at a time (WORKER_CONCURRENCY). */
  workerConcurrency: number;
  /** How long an idle worker waits before looking for due jobs again (WORKER_POLL_MS). */
  workerPollMs: number;
  /** Where people reach the app (PUBLIC_URL), for links in emails; never taken from a request's Host. */
  publicUrl: string;
}

export class ConfigError extends Error {}

const wholeNumber = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return fallback;
      const value = Number(raw);
      if (!Number.isInteger(value) || value < 0) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number, got "${raw}"` });
        return z.NEVER;
      }
      return value;
    });

const text = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((raw) => (raw === undefined || raw === '' ? fallback : raw));

const envSchema = z.object({
  PORT: wholeNumber(3000),
  HOST: text('0.0.0.0'),
  DATA_DIR: text('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((raw) => !raw || /^postgres(ql)?:\/\//.test(raw), 'must start with postgres:// or postgresql://'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent', ''])
    .optional()
    .transform((raw) => raw || 'info'),
  SESSION_TTL_HOURS: wholeNumber(24 * 30),
  INVITE_TTL_HOURS: wholeNumber(72),
  LOGIN_RATE_LIMIT: wholeNumber(10),
  LOGIN_FAILURES_PER_ACCOUNT: wholeNumber(10),
  LOGIN_FAILURES_PER_ADDRESS: wholeNumber(30),
  BODY_LIMIT_BYTES: wholeNumber(1024 * 1024),
  WEB_DIST_DIR: text('./dist/web'),
  TRUST_PROXY: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((raw) => raw === 'true'),
  UPLOADS_DIR: z.string().optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_COPY_DIR: z.string().optional(),
  UPLOAD_MAX_FILE_MB: wholeNumber(10),
  UPLOAD_MAX_REQUEST_MB: wholeNumber(50),
  UPLOAD_MAX_FILES: wholeNumber(20),
  PUBLIC_URL: z
    .string()
    .optional()
    .refine((raw) => !raw || /^https?:\/\/[^/\s]+/.test(raw), 'must be an address like https://crm.example.in'),
  SECRETS_KEY: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return undefined;
      const key = Buffer.from(raw.trim(), 'base64');
      if (key.length !== 32) {
        // Never echo the value: it is a secret.
        ctx.addIssue({ code: 'custom', message: 'must be 32 random bytes in base64 (openssl rand -base64 32)' });
        return z.NEVER;
      }
      return key;
    }),
  WORKER: z
    .enum(['on', 'off', ''], { error: 'must be on or off' })
    .optional()
    .transform((raw) => raw !== 'off'),
  WORKER_CONCURRENCY: wholeNumber(2).refine((n) => n >= 1 && n <= 64, 'must be between 1 and 64'),
  WORKER_POLL_MS: wholeNumber(1000).refine((n) => n >= 10, 'must be at least 10'),
});

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`The environment has a bad setting: ${lines.join('; ')}.`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    logLevel: e.LOG_LEVEL,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    inviteTtlHours: e.INVITE_TTL_HOURS,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT,
    loginFailuresPerAccount: e.LOGIN_FAILURES_PER_ACCOUNT,
    loginFailuresPerAddress: e.LOGIN_FAILURES_PER_ADDRESS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    webDistDir: resolve(e.WEB_DIST_DIR),
    trustProxy: e.TRUST_PROXY,
    uploadsDir: resolve(e.UPLOADS_DIR || resolve(dataDir, 'uploads')),
    // Beside the data folder, not in it: an archive must not be inside what it backs up.
    backupDir: resolve(e.BACKUP_DIR || resolve(dataDir, '..', 'backups')),
    backupCopyDir: e.BACKUP_COPY_DIR ? resolve(e.BACKUP_COPY_DIR) : null,
    uploadMaxFileBytes: e.UPLOAD_MAX_FILE_MB * 1024 * 1024,
    uploadMaxRequestBytes: e.UPLOAD_MAX_REQUEST_MB * 1024 * 1024,
    uploadMaxFiles: e.UPLOAD_MAX_FILES,
    secretsKey: e.SECRETS_KEY,
    worker: e.WORKER,
    workerConcurrency: e.WORKER_CONCURRENCY,
    workerPollMs: e.WORKER_POLL_MS,
    publicUrl: (e.PUBLIC_URL || `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
  };
}

/** The limits every upload route passes to receiveUpload. */
export function uploadLimitsOf(config: AppConfig) {
  return {
    maxFileBytes: config.uploadMaxFileBytes,
    maxRequestBytes: config.uploadMaxRequestBytes,
    maxFiles: config.uploadMaxFiles,
  };
}
