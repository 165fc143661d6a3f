import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../db/database';
import { settings } from '../db/schema/settings';
import { badRequest } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import { openSecret, sealSecret } from './secret-box';

/** A typed setting: its row key and the schema its JSON value is read back through. */
export interface SettingDefinition<T> {
  key: string;
  schema: z.ZodType<T>;
}

export const defineSetting = <T>(key: string, schema: z.ZodType<T>): SettingDefinition<T> => ({ key, schema });

/** All the API may ever say about a secret. */
export interface SecretStatus {
  set: boolean;
  changedAt: string | null;
}

interface WriteOptions {
  by: string | null;
  /** The caller's transaction, when the setting changes together with other rows. */
  db?: DbOrTx;
}

export interface SettingsStore {
  get<T>(def: SettingDefinition<T>, db?: DbOrTx): Promise<T | null>;
  set<T>(def: SettingDefinition<T>, value: T, options: WriteOptions): Promise<void>;
  /** The secret in clear, for the code that uses it (never for a response or a log line). */
  getSecret(name: string, db?: DbOrTx): Promise<string | null>;
  /** null removes the secret. */
  setSecret(name: string, value: string | null, options: WriteOptions): Promise<void>;
  secretStatus(name: string, db?: DbOrTx): Promise<SecretStatus>;
}

const noKey = () =>
  badRequest(
    'Secrets cannot be stored: this server has no SECRETS_KEY. Ask the person who runs it to set one and restart.',
    undefined,
    'NO_SECRETS_KEY',
  );

export function createSettingsStore(deps: { db: Db; clock: Clock; secretsKey: Buffer | undefined }): SettingsStore {
  const row = async (db: DbOrTx, key: string) => (await db.select().from(settings).where(eq(settings.key, key)))[0];

  const upsert = async (db: DbOrTx, key: string, values: Partial<typeof settings.$inferInsert>, by: string | null) => {
    const now = deps.clock();
    await db
      .insert(settings)
      .values({ key, ...values, updatedAt: now, updatedBy: by })
      .onConflictDoUpdate({ target: settings.key, set: { ...values, updatedAt: now, updatedBy: by } });
  };

  return {
    async get(def, db = deps.db) {
      const found = await row(db, def.key);
      if (found?.value === null || found?.value === undefined) return null;
      // A value saved by an older version that no longer fits reads as unset rather than breaking a screen.
      const parsed = def.schema.safeParse(found.value);
      return parsed.success ? parsed.data : null;
    },
    async set(def, value, options) {
      await upsert(options.db ?? deps.db, def.key, { value: def.schema.parse(value) as unknown }, options.by);
    },
    async getSecret(name, db = deps.db) {
      const found = await row(db, name);
      if (!found?.secretCiphertext || !found.secretIv || !found.secretTag || !found.secretKeyId) return null;
      if (!deps.secretsKey) throw noKey();
      return openSecret(deps.secretsKey, name, {
        ciphertext: found.secretCiphertext,
        iv: found.secretIv,
        tag: found.secretTag,
        keyId: found.secretKeyId,
      });
    },
    async setSecret(name, value, options) {
      if (value === null) {
        const cleared = { secretCiphertext: null, secretIv: null, secretTag: null, secretKeyId: null };
        await upsert(options.db ?? deps.db, name, cleared, options.by);
        return;
      }
      if (!deps.secretsKey) throw noKey();
      const sealed = sealSecret(deps.secretsKey, name, value);
      await upsert(
        options.db ?? deps.db,
        name,
        { secretCiphertext: sealed.ciphertext, secretIv: sealed.iv, secretTag: sealed.tag, secretKeyId: sealed.keyId },
        options.by,
      );
    },
    async secretStatus(name, db = deps.db) {
      const found = await row(db, name);
      if (!found?.secretCiphertext) return { set: false, changedAt: null };
      return { set: true, changedAt: found.updatedAt.toISOString() };
    },
  };
}
