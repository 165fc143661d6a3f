import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, isNotNull } from 'drizzle-orm';
import { type AppConfig, ConfigError } from '../config';
import type { DatabaseHandle, DbOrTx } from '../db/database';
import { settings } from '../db/schema/settings';

export const SECRETS_KEY_FILE = 'secrets.key';

export function secretsKeyPath(dataDir: string): string {
  return join(dataDir, SECRETS_KEY_FILE);
}

export function parseKey(raw: string, where: string): Buffer {
  const key = Buffer.from(raw.trim(), 'base64');
  if (key.length !== 32) throw new ConfigError(`${where} must hold 32 random bytes in base64.`);
  return key;
}

/** Writes a key file readable by its owner only; replaces an existing file in one rename. */
export function writeKeyFile(path: string, key: Buffer, options: { replace: boolean }): void {
  const tmp = options.replace ? `${path}.new` : path;
  writeFileSync(tmp, `${key.toString('base64')}\n`, { mode: 0o600, flag: options.replace ? 'w' : 'wx' });
  chmodSync(tmp, 0o600);
  if (options.replace) renameSync(tmp, path);
}

export async function countStoredSecrets(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(settings).where(isNotNull(settings.secretCiphertext));
  return Number(row?.n ?? 0);
}

/**
 * Where the secrets key comes from (decision 082): SECRETS_KEY when set; else, on the embedded
 * database, DATA_DIR/secrets.key, made on first start. With PostgreSQL and no SECRETS_KEY the app
 * starts only while no secret is stored (saving one then asks for the key): a server whose
 * secrets it cannot read would fail later and further from the cause.
 */
export async function resolveSecretsKey(config: AppConfig, database: DatabaseHandle): Promise<AppConfig> {
  if (config.secretsKey) return config;
  if (database.kind === 'pglite') {
    const path = secretsKeyPath(config.dataDir);
    if (existsSync(path)) {
      if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
      return { ...config, secretsKey: parseKey(readFileSync(path, 'utf8'), path) };
    }
    mkdirSync(config.dataDir, { recursive: true });
    const key = randomBytes(32);
    writeKeyFile(path, key, { replace: false });
    return { ...config, secretsKey: key };
  }
  const stored = await countStoredSecrets(database.db);
  if (stored > 0) {
    throw new ConfigError(
      `SECRETS_KEY is not set, but the database holds ${stored} encrypted secret(s). Set SECRETS_KEY to the key they were saved under (base64 of 32 bytes) and start again.`,
    );
  }
  return config;
}
