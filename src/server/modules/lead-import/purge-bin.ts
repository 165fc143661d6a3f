import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { conflict } from '../../lib/app-error';
import { LONG_WORK_BATCH_ROWS, yieldToLoop } from '../../lib/yield-to-loop';

const BIN_DELETE_BATCH = LONG_WORK_BATCH_ROWS;

/**
 * Purges the recycle bin (administrators). The count the screen showed must still be right: if
 * someone binned or restored leads meanwhile the answer is 409 and nothing is deleted. Deletes run
 * in short batches so other requests keep being answered.
 */
export async function deleteAllBinnedLeads(ctx: AppContext, shownCount: number) {
  const cutoff = ctx.clock();
  const [row] = rowsOf<{ n: number }>(
    await ctx.db.execute(sql`select count(*)::int as n from leads where deleted_at is not null`),
  );
  const inBin = Number(row?.n ?? 0);
  if (inBin !== shownCount) {
    throw conflict(
      `The recycle bin now holds ${inBin.toLocaleString('en-IN')} leads. Check and try again.`,
      'BIN_CHANGED',
    );
  }
  let deleted = 0;
  for (;;) {
    const [gone] = rowsOf<{ n: number }>(
      await ctx.db.execute(sql`
        with d as (
          delete from leads where id in (
            select id from leads where deleted_at is not null and deleted_at <= ${cutoff}::timestamptz limit ${BIN_DELETE_BATCH}
          ) returning 1
        ) select count(*)::int as n from d`),
    );
    const n = Number(gone?.n ?? 0);
    deleted += n;
    if (n < BIN_DELETE_BATCH) break;
    await yieldToLoop();
  }
  return { deleted };
}
