import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { jobs } from '../../db/schema/jobs';
import { leadImports } from '../../db/schema/lead-imports';
import { createDiskStorage } from '../../storage/file-storage';
import { crashHarness, until } from '../../test/crash-harness';
import { leadImportJob } from './import-job';

/**
 * kill -9 of the server process in the middle of an import: after the restart the import
 * finishes with every lead once (count and a checksum of the mobiles), because each batch and
 * the import's cursor commit in one transaction (decision 090).
 */
const { onPostgres, freshPlace, contextFor, startServer } = crashHarness('import');

const ROWS = 30_000;

const mobileOf = (i: number) => String(7100000000 + i * 7);
const expectedChecksum = () => {
  const hash = createHash('sha256');
  for (let i = 0; i < ROWS; i++) hash.update(`${mobileOf(i)}\n`);
  return hash.digest('hex');
};

describe('an import and kill -9', () => {
  it('resumes after the server process is killed, with no lead twice and none missing', async () => {
    const place = await freshPlace();
    const lines = ['Name,Mobile'];
    for (let i = 0; i < ROWS; i++) lines.push(`Crash ${i},${mobileOf(i)}`);
    const csv = `${lines.join('\n')}\n`;

    // Queue the import as the API would, then hand the database to a server process.
    const fileKey = '00000000-0000-4000-8000-000000000011';
    const scratch = join(place.dir, 'import.csv');
    writeFileSync(scratch, csv);
    await createDiskStorage(join(place.dir, 'uploads')).adopt(scratch, fileKey);
    const setup = await (onPostgres ? place.open() : (place.open as (first: boolean) => Promise<DatabaseHandle>)(true));
    const ctx = contextFor(setup, place.dir, new Date());
    const importId = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(leadImports)
        .values({
          fileKey,
          fileName: 'crash.csv',
          fileSize: Buffer.byteLength(csv),
          fileKind: 'csv',
          mapping: {
            columns: [
              { index: 0, header: 'Name', field: 'name' },
              { index: 1, header: 'Mobile', field: 'mobile' },
            ],
            unmapped: 'ignore',
          },
          options: { duplicates: 'skip', binned: 'skip', defaults: {}, assignment: 'none' },
        } as typeof leadImports.$inferInsert)
        .returning({ id: leadImports.id });
      const job = await ctx.jobs.enqueue(tx, leadImportJob, { importId: row!.id });
      await tx.update(leadImports).set({ jobId: job.id }).where(eq(leadImports.id, row!.id));
      return row!.id;
    });
    await setup.close();

    if (onPostgres) {
      const server = startServer(place.env);
      await until('the server', () => server.output().includes('READY'));
      const watcher = await place.open();
      try {
        await until('the first batches', async () => {
          const [r] = await watcher.db.select().from(leadImports).where(eq(leadImports.id, importId));
          return (r?.rowsDone ?? 0) >= 2000;
        });
      } finally {
        await watcher.close();
      }
      server.child.kill('SIGKILL');
      await server.exited;
    } else {
      // The embedded database is the child's alone while it runs, so its progress cannot be
      // watched: give it time for a few batches, kill it, and look. On a busy machine it may not
      // have committed one yet; then it is started again (it resumes from its cursor, so this is
      // the same crash, later) with twice the time.
      for (let waitMs = 6000; ; waitMs *= 2) {
        const server = startServer(place.env);
        await until('the server', () => server.output().includes('READY'));
        await new Promise((r) => setTimeout(r, waitMs));
        server.child.kill('SIGKILL');
        await server.exited;
        const peek = await place.open();
        const [r] = await peek.db.select().from(leadImports).where(eq(leadImports.id, importId));
        await peek.close();
        if ((r?.rowsDone ?? 0) > 0 || waitMs >= 48_000) break;
      }
    }

    const database = await place.open();
    try {
      const [mid] = await database.db.select().from(leadImports).where(eq(leadImports.id, importId));
      expect(mid!.status).toBe('running');
      expect(mid!.rowsDone).toBeGreaterThan(0);
      expect(mid!.rowsDone).toBeLessThan(ROWS + 1);
      const [job] = await database.db.select().from(jobs).where(eq(jobs.id, mid!.jobId!));
      // Restarted: the job is taken again once the dead worker's lock has expired.
      const after = new Date(job!.lockExpiresAt!.getTime() + 1000);
      const resumed = contextFor(database, place.dir, after);
      await resumed.jobs.drain({ timeoutMs: 180_000 });
      const [done] = await database.db.select().from(leadImports).where(eq(leadImports.id, importId));
      expect(done).toMatchObject({ status: 'done', created: ROWS, rejected: 0, skipped: 0 });
      const [stats] = rowsOf<{ n: number; distinct_mobiles: number; checksum: string }>(
        await database.db.execute(sql`
          select count(*)::int as n, count(distinct mobile)::int as distinct_mobiles,
            encode(sha256(convert_to(string_agg(mobile || chr(10), '' order by mobile::bigint), 'UTF8')), 'hex') as checksum
          from leads where import_id = ${importId}`),
      );
      expect(stats).toEqual({ n: ROWS, distinct_mobiles: ROWS, checksum: expectedChecksum() });
      const [activityCount] = rowsOf<{ n: number }>(
        await database.db.execute(sql`
          select count(*)::int as n from activities a join leads l on l.id = a.lead_id
          where l.import_id = ${importId} and a.kind = 'imported'`),
      );
      expect(activityCount!.n).toBe(ROWS);
    } finally {
      await database.close();
    }
  }, 300_000);
});
