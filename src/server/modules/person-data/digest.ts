import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';

/**
 * The key of the erased opt-outs' digests (decision 165): a stored secret, sealed like every
 * other under SECRETS_KEY, so a copy of the database alone (a backup leaves the key out) cannot
 * test the ten billion mobiles against a digest. Made by the first erasure.
 */
const DIGEST_KEY_SECRET = 'personData.digestKey';

/** The key, made in the caller's transaction when there is none yet. */
export async function digestKeyForWrite(ctx: AppContext, tx: DbOrTx, by: string): Promise<string> {
  const existing = await ctx.settings.getSecret(DIGEST_KEY_SECRET, tx);
  if (existing) return existing;
  const made = randomBytes(32).toString('hex');
  await ctx.settings.setSecret(DIGEST_KEY_SECRET, made, { by, db: tx });
  return made;
}

/** SQL for the hex digest of a mobile or lower-case email under the key. */
export const digestSql = (key: string, value: SQL): SQL =>
  sql`encode(sha256(convert_to(${key} || ':' || ${value}, 'UTF8')), 'hex')`;

/**
 * A test for "this address belongs to someone erased who had opted out of the channel", for
 * messaging's audience (its `address` column) and single sends. `false` until anyone is erased,
 * so a campaign pays for it only when there is something to check.
 */
/** An erased person's opt-out is kept per address kind: a mobile (SMS, WhatsApp) or an email. */
export const optOutChannel = (channel: 'sms' | 'email' | 'whatsapp'): 'sms' | 'email' =>
  channel === 'email' ? 'email' : 'sms';

export async function erasedOptOutTest(
  ctx: Pick<AppContext, 'db' | 'settings'>,
  channel: 'sms' | 'email',
): Promise<(address: SQL) => SQL> {
  const [any] = rowsOf<{ one: number }>(
    await ctx.db.execute(sql`select 1 as one from erased_opt_outs where channel = ${channel} limit 1`),
  );
  const key = any ? await ctx.settings.getSecret(DIGEST_KEY_SECRET) : null;
  if (!key) return () => sql`false`;
  return (address) =>
    sql`exists (select 1 from erased_opt_outs eo where eo.channel = ${channel}
      and eo.digest = ${digestSql(key, sql`lower(${address})`)})`;
}

/** The same test for one address (a single send). */
export async function isErasedOptOut(
  ctx: Pick<AppContext, 'db' | 'settings'>,
  channel: 'sms' | 'email',
  address: string,
): Promise<boolean> {
  const test = await erasedOptOutTest(ctx, channel);
  const [row] = rowsOf<{ hit: boolean }>(await ctx.db.execute(sql`select ${test(sql`${address}`)} as hit`));
  return row?.hit === true;
}
