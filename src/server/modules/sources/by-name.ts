import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { sources } from '../../db/schema/sources';

/**
 * The ids of sources by name (any case), made when missing, in the caller's transaction: a lead
 * that arrives by a channel (WhatsApp, a click-to-WhatsApp ad) carries that channel's source
 * without anyone setting it up first (decision 215). A name taken in a race is simply read back.
 */
export async function sourceIdsByName(tx: DbOrTx, names: readonly string[], now: Date): Promise<Map<string, string>> {
  const wanted = [...new Set(names)];
  if (wanted.length === 0) return new Map();
  const read = async () => {
    const rows = await tx
      .select({ id: sources.id, key: sql<string>`lower(${sources.name})` })
      .from(sources)
      .where(
        inArray(
          sql`lower(${sources.name})`,
          wanted.map((n) => n.toLowerCase()),
        ),
      );
    return new Map(rows.map((r) => [r.key, r.id]));
  };
  // Read first: the sources exist after the first lead of each channel, and a webhook's hot path
  // should not try to insert them again every time.
  let idOf = await read();
  const missing = wanted.filter((n) => !idOf.has(n.toLowerCase()));
  if (missing.length > 0) {
    await tx
      .insert(sources)
      .values(
        missing.map((name) => ({
          name,
          description: 'Made for leads that arrive by this channel.',
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing();
    idOf = await read();
  }
  return new Map(wanted.flatMap((n) => (idOf.has(n.toLowerCase()) ? [[n, idOf.get(n.toLowerCase())!] as const] : [])));
}
