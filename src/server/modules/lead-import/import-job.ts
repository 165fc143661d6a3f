import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkImportRow, type ImportLookups, lookupKey } from '../../../domain/leads/import/row-values';
import { leadImportMappingSchema, leadImportOptionsSchema } from '../../../domain/schemas/lead-import';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { leadImports } from '../../db/schema/lead-imports';
import { defineJob, PermanentJobError, type RunningJob } from '../../jobs/job-definition';
import { AppError } from '../../lib/app-error';
import { LONG_WORK_BATCH_ROWS, loopYielder, yieldToLoop } from '../../lib/yield-to-loop';
import { analyzeLeads, applyBatch, type BatchRow } from './apply-batch';
import { openImportFile } from './file-reader';

/**
 * Rows per transaction, per database kind: a batch starts at `first` rows and adapts so that its
 * transaction takes about `targetMs`. On the embedded database a transaction holds the only
 * connection, so that is how long another person's request may wait behind the import: short.
 * Each PGlite batch has ~35 ms of fixed statements (load average 12; a row ~0.8 ms), so a 50 ms
 * target sank every batch to its floor and the import ran 9× slower (decision 097); 100 ms and
 * a floor of 50 rows keep the fixed part near a third. PGlite's batch is timed in this process's
 * CPU time, not on the wall clock: when other programs share the cores every batch takes longer
 * on the wall, and so does everyone's request, so shrinking the batch only multiplied its fixed
 * part (a 20,000-row import went from 13 s alone to 66 s beside one other busy process). Requests
 * this process serves meanwhile count in that CPU time, so batches still shrink while people work.
 * On PostgreSQL other requests run on other connections and only wait for the CPU, so batches are
 * large, where each batch's fixed cost (a dozen statements, planning, commit) is a small part of
 * it; a few seconds of work is all a crash can lose (decision 090). At most 10,000 rows: on a fast
 * machine batches reached 20,000, two of them in memory while one applies and the next is read,
 * and the server's RSS rose 206–354 MB over idle for a CSV of 1,00,000 rows (155–244 MB at 10,000,
 * the import ~5% slower).
 */
export const BATCH_SIZING = {
  pglite: { first: 250, min: 50, max: LONG_WORK_BATCH_ROWS, targetMs: 100, clock: 'cpu' },
  postgres: { first: 5_000, min: 1_000, max: 10_000, targetMs: 1_500, clock: 'wall' },
} as const;

const cpuMillis = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

/** Names of the office's sources, branches and active members, for the file's text values. */
export async function loadLookups(db: Db): Promise<ImportLookups> {
  const sources = rowsOf<{ id: string; name: string }>(await db.execute(sql`select id, name from sources`));
  const branches = rowsOf<{ id: string; name: string }>(await db.execute(sql`select id, name from branches`));
  const members = rowsOf<{ id: string; name: string; email: string }>(
    await db.execute(sql`select id, name, email from users where status = 'active' and role is not null`),
  );
  const memberMap = new Map<string, string | 'ambiguous'>();
  for (const m of members) {
    for (const key of [lookupKey(m.name), lookupKey(m.email)]) {
      const seen = memberMap.get(key);
      memberMap.set(key, seen && seen !== m.id ? 'ambiguous' : m.id);
    }
  }
  return {
    sources: new Map(sources.map((s) => [lookupKey(s.name), s.id])),
    branches: new Map(branches.map((b) => [lookupKey(b.name), b.id])),
    members: memberMap,
  };
}

/** Active members among those chosen for round-robin, in the order chosen. */
export async function activeMembers(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from users where status = 'active' and role is not null and id = any(${`{${ids.join(',')}}`}::uuid[])`,
    ),
  );
  const active = new Set(rows.map((r) => r.id));
  return ids.filter((id) => active.has(id));
}

type Payload = { importId: string };

/** The import of a file of leads (decision 090). */
export const leadImportJob = defineJob<Payload>({
  kind: 'lead.import',
  payload: z.object({ importId: z.uuid() }),
  maxAttempts: 5,
  async run(ctx, job) {
    try {
      return await runImport(ctx, job);
    } catch (error) {
      const final = error instanceof PermanentJobError || error instanceof AppError || job.attempt >= 5;
      if (final && !job.signal.aborted) {
        const message = error instanceof Error ? error.message : String(error);
        await ctx.db
          .update(leadImports)
          .set({ status: 'failed', error: message, finishedAt: ctx.clock() })
          .where(eq(leadImports.id, job.payload.importId));
        if (error instanceof AppError) throw new PermanentJobError(message);
      }
      throw error;
    }
  },
});

async function runImport(ctx: AppContext, job: RunningJob<Payload>) {
  const { importId } = job.payload;
  const [record] = await ctx.db.select().from(leadImports).where(eq(leadImports.id, importId));
  if (!record) throw new PermanentJobError('The import no longer exists.');
  if (record.status === 'cancelled' || record.status === 'done') return { importId, status: record.status };
  const mapping = leadImportMappingSchema.parse(record.mapping);
  const options = leadImportOptionsSchema.parse(record.options);
  await ctx.db
    .update(leadImports)
    .set({ status: 'running', startedAt: record.startedAt ?? ctx.clock(), error: null })
    .where(eq(leadImports.id, importId));

  const [actorRow] = record.createdBy
    ? rowsOf<{ name: string }>(await ctx.db.execute(sql`select name from users where id = ${record.createdBy}`))
    : [];
  const actor = { id: record.createdBy, name: actorRow?.name ?? 'Import' };
  const lookups = await loadLookups(ctx.db);
  const roundRobinIds =
    options.assignment === 'round_robin' ? await activeMembers(ctx.db, options.roundRobinMemberIds ?? []) : [];

  const file = await openImportFile(
    (range) => ctx.storage.read(record.fileKey, range),
    record.fileKind,
    record.fileSize,
    record.sheet ?? undefined,
  );
  let rowsDone = record.rowsDone;
  let roundRobinNext = record.roundRobinNext;
  let read = record.created + record.updated + record.restored + record.skipped + record.rejected;
  const sizing = BATCH_SIZING[ctx.database.kind];
  let batchRows: number = sizing.first;

  const flush = async (rows: BatchRow[], bytes: number) => {
    job.signal.throwIfAborted();
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const lastRow = rows[rows.length - 1]!.rowNo;
    await ctx.db.transaction(async (tx) => {
      // A cancel that committed while this batch was read wins: nothing more is applied.
      const [current] = rowsOf<{ status: string; rows_done: number }>(
        await tx.execute(sql`select status, rows_done from lead_imports where id = ${importId} for update`),
      );
      if (!current || current.status === 'cancelled') throw new CancelledImport();
      if (current.rows_done >= lastRow) return;
      const result = await applyBatch(
        tx,
        {
          importId,
          kind: ctx.database.kind,
          now: ctx.clock(),
          fileName: record.fileName,
          actor,
          options,
          roundRobin: { memberIds: roundRobinIds, next: roundRobinNext },
        },
        rows,
      );
      await tx.execute(sql`
        update lead_imports set rows_done = ${lastRow}, bytes_done = ${bytes},
          created = created + ${result.created}, updated = updated + ${result.updated},
          restored = restored + ${result.restored}, skipped = skipped + ${result.skipped},
          rejected = rejected + ${result.rejected}, round_robin_next = ${result.roundRobinNext}
        where id = ${importId}`);
      roundRobinNext = result.roundRobinNext;
    });
    rowsDone = lastRow;
    read += rows.length;
    const elapsed = performance.now() - started;
    const measured = sizing.clock === 'cpu' ? cpuMillis(process.cpuUsage(cpuStarted)) : elapsed;
    batchRows = Math.max(
      sizing.min,
      Math.min(sizing.max, Math.round(batchRows * Math.min(2, Math.max(0.5, sizing.targetMs / Math.max(measured, 1))))),
    );
    const estimate = bytes > 0 ? Math.round((read * record.fileSize) / bytes) : undefined;
    await job.saveCheckpoint({ rowsDone }, { done: read, total: estimate, message: 'Importing leads' });
    // Requests that arrived meanwhile run their handlers; on PGlite their statements then go before
    // the next batch's (decision 151).
    await yieldToLoop();
  };

  // On PostgreSQL a batch's statements run in the database's own process, so the next batch is
  // read and checked here while the last one is applied there (a fifth of an import's time was
  // this process parsing while the database waited). Batches still apply one at a time, in file
  // order, each waiting for the one before. PGlite runs both on this thread: nothing to overlap.
  const overlap = ctx.database.kind === 'postgres';
  let applying: Promise<void> | null = null;
  const submit = async (rows: BatchRow[], bytes: number) => {
    if (applying) await applying;
    applying = flush(rows, bytes);
    // Awaited before the next batch or at the end; until then a failure must not go unhandled.
    applying.catch(() => {});
    if (!overlap) await applying;
  };

  let pending: BatchRow[] = [];
  // Reading and checking rows is CPU work between the batches' queries: it yields too (decision 097).
  // On PostgreSQL it runs while a batch applies, and each answer of the batch's dozen statements
  // waited for the reader's next yield before the next statement went, 20 ms apart: 2.8 s of a
  // 100,000-row import's fixed statements, 1.0 s with a yield every 2 ms (decision 152).
  const breathe = loopYielder(overlap ? 2 : undefined);
  try {
    for await (const row of file.rows) {
      await breathe();
      if (row.rowNo <= rowsDone) continue;
      const check = checkImportRow(row.cells, mapping, lookups);
      pending.push(
        check.ok
          ? { rowNo: row.rowNo, cells: row.cells, values: check.values }
          : { rowNo: row.rowNo, cells: row.cells, reason: check.reason },
      );
      if (pending.length >= batchRows) {
        await submit(pending, row.bytes);
        pending = [];
      }
    }
    if (pending.length > 0) await submit(pending, record.fileSize);
    if (applying) await applying;
  } catch (error) {
    if (error instanceof CancelledImport) return { importId, status: 'cancelled' };
    throw error;
  } finally {
    // A batch still applying when reading failed finishes (or fails) before the job lets go.
    await (applying as Promise<void> | null)?.catch(() => {});
    await file.rows.return(undefined);
  }

  const finishedAt = ctx.clock();
  const [done] = await ctx.db
    .update(leadImports)
    .set({ status: 'done', finishedAt, totalRows: read })
    .where(sql`${leadImports.id} = ${importId} and ${leadImports.status} <> 'cancelled'`)
    .returning();
  await ctx.storage.remove(record.fileKey).catch(() => {});
  await analyzeLeads(ctx.db, ctx.database.kind);
  return {
    importId,
    status: done?.status ?? 'cancelled',
    created: done?.created,
    updated: done?.updated,
    restored: done?.restored,
    skipped: done?.skipped,
    rejected: done?.rejected,
  };
}

class CancelledImport extends Error {}
