import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Db } from '../../db/database';

/**
 * After an import or its undo has added or removed many leads: the lead list's count estimate
 * (decision 096) and its plans read the statistics, and PGlite has no autovacuum to refresh them.
 * On PGlite the ANALYZE holds the only connection and the event loop for as long as it samples:
 * 6.4 s after a 100,000-row import on a busy machine, the longest hold of the whole import; 1.4–2.1 s
 * for 100,000 leads in memory at load 4–6. A statistics target of 10 samples 3,000 rows instead
 * of 30,000: 147 ms there. The filters' estimates stayed within 10% of the counts; a trigram
 * search's fell to the planner's floor (it was already half the truth at the full sample), so a
 * search past 10,000 matches shows "about 10,000". PostgreSQL keeps the full sample: nobody
 * waits for it there (decision 098's addendum).
 */
export async function analyzeLeads(db: Db, kind: DatabaseHandle['kind']) {
  if (kind === 'postgres') {
    await db.execute(sql`analyze leads`);
    return;
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local default_statistics_target = 10`);
    await tx.execute(sql`analyze leads`);
  });
}
