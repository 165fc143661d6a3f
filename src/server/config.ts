import { resolve } from 'node:path';

/** Every setting the server reads from the environment (the README lists them). */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  sessionTtlHours: number;
  inviteTtlHours: number;
  loginRateLimitPerMinute: number;
  bodyLimitBytes: number;
  webDistDir: string;
  trustProxy: boolean;
  /** Uploaded files; outside any folder the web server serves. */
  uploadsDir: string;
  uploadMaxFileBytes: number;
  uploadMaxRequestBytes: number;
  uploadMaxFiles: number;
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}".`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    port: intFrom(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    sessionTtlHours: intFrom(env, 'SESSION_TTL_HOURS', 24 * 30),
    inviteTtlHours: intFrom(env, 'INVITE_TTL_HOURS', 72),
    loginRateLimitPerMinute: intFrom(env, 'LOGIN_RATE_LIMIT', 10),
    bodyLimitBytes: intFrom(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    webDistDir: resolve(env.WEB_DIST_DIR || './dist/web'),
    trustProxy: env.TRUST_PROXY === 'true',
    uploadsDir: resolve(env.UPLOADS_DIR || resolve(dataDir, 'uploads')),
    uploadMaxFileBytes: intFrom(env, 'UPLOAD_MAX_FILE_MB', 10) * 1024 * 1024,
    uploadMaxRequestBytes: intFrom(env, 'UPLOAD_MAX_REQUEST_MB', 50) * 1024 * 1024,
    uploadMaxFiles: intFrom(env, 'UPLOAD_MAX_FILES', 20),
  };
}
