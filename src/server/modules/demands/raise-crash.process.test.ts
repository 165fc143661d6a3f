import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { jobs } from '../../db/schema/jobs';
import { users } from '../../db/schema/users';
import { smtpSetting } from '../../mail/smtp-settings';
import { crashHarness, until } from '../../test/crash-harness';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import { insertInventory } from '../projects/inventory-fixture';
import { towerWithBookings } from './demand-fixture';

/**
 * kill -9 of a real server process in the middle of raising a stage's demands (decision 196):
 * after the restart the job resumes from its checkpoint and every booking of the tower has exactly
 * one demand and exactly one email in the outbox.
 */
const { onPostgres, cleanups, freshPlace, contextFor, startServer } = crashHarness('demands');

// Three batches of a small tower: enough for a kill between batches, little enough for CI.
const BATCH = 50;
const N = BATCH * 3;

const countsOf = async (database: DatabaseHandle, towerId: string) =>
  (
    await rowsOf<{ demands: number; bookings: number; emails: number; twice: number }>(
      await database.db.execute(sql`
        select (select count(*)::int from demands d join bookings b on b.id = d.booking_id join units u on u.id = b.unit_id
                  where u.tower_id = ${towerId}) as demands,
               (select count(distinct d.booking_id)::int from demands d join bookings b on b.id = d.booking_id
                  join units u on u.id = b.unit_id where u.tower_id = ${towerId}) as bookings,
               (select count(*)::int from email_outbox where related_kind = 'demand') as emails,
               (select count(*)::int from (select related_id from email_outbox where related_kind = 'demand'
                  group by related_id having count(*) > 1) x) as twice`),
    )
  )[0]!;

describe('raising a stage’s demands and kill -9', () => {
  // On PostgreSQL a watcher sees the first batch commit and the kill lands mid-raise. The embedded
  // database is the child's alone, so there the kill would be timed blind, and at a size where it
  // surely lands mid-raise the test took ten minutes; the resuming is the job runner's and the
  // unique (booking, instalment)'s, the same on both databases, and the PGlite process tests
  // (import-crash, worker-process) cover a kill -9 of the job runner there.
  it.skipIf(!onPostgres)(
    'resumes after the server is killed mid-raise: one demand and one email per booking',
    async () => {
      const catcher = await startSmtpCatcher();
      cleanups.push(() => catcher.close());
      const place = await freshPlace();
      const setup = await (onPostgres
        ? place.open()
        : (place.open as (first: boolean) => Promise<DatabaseHandle>)(true));
      const ctx = contextFor(setup, place.dir, new Date());
      const [user] = await ctx.db
        .insert(users)
        .values({
          name: 'Crash Admin',
          email: 'crash@example.in',
          role: 0,
          status: 'active',
        } as typeof users.$inferInsert)
        .returning({ id: users.id });
      await ctx.settings.set(
        smtpSetting,
        {
          host: catcher.host,
          port: catcher.port,
          security: 'none',
          user: undefined,
          fromName: 'Sunrise Estates',
          fromAddress: 'crm@sunrise.example.in',
          replyTo: 'sales@sunrise.example.in',
        },
        { by: null },
      );
      const inv = await towerWithBookings(
        ctx,
        await insertInventory(ctx.db, { floors: N / 25, perFloor: 25 }),
        N,
        user!.id,
        BATCH,
      );
      const [raise] = await rowsOf<{ job_id: string }>(
        await ctx.db.execute(sql`select job_id from tower_stage_raises where tower_stage_id = ${inv.stageId}`),
      );
      await setup.close();

      if (onPostgres) {
        const server = startServer(place.env);
        await until('the server', () => server.output().includes('READY'));
        const watcher = await place.open();
        try {
          await until('the first batches', async () => (await countsOf(watcher, inv.tower.id)).demands >= BATCH);
        } finally {
          await watcher.close();
        }
        server.child.kill('SIGKILL');
        await server.exited;
      } else {
        // The embedded database is the child's alone while it runs: give it time, kill it, look; if
        // no batch was committed yet, start it again with twice the time (the same crash, later).
        for (let waitMs = 3000; ; waitMs *= 2) {
          const server = startServer(place.env);
          await until('the server', () => server.output().includes('READY'));
          await new Promise((r) => setTimeout(r, waitMs));
          server.child.kill('SIGKILL');
          await server.exited;
          const peek = await place.open();
          const c = await countsOf(peek, inv.tower.id);
          await peek.close();
          if (c.demands > 0 || waitMs >= 32_000) break;
        }
      }

      const database = await place.open();
      try {
        const mid = await countsOf(database, inv.tower.id);
        expect(mid.demands).toBeGreaterThan(0);
        const [job] = await database.db.select().from(jobs).where(eq(jobs.id, raise!.job_id));
        // Killed mid-job: it is still running (its lock held by the dead worker).
        expect(job!.status).toBe('running');
        const after = new Date(Math.max(job!.lockExpiresAt!.getTime(), Date.now()) + 60_000);
        await contextFor(database, place.dir, after).jobs.drain({ timeoutMs: 420_000 });
        const [done] = await database.db.select().from(jobs).where(eq(jobs.id, raise!.job_id));
        expect(done!.status).toBe('succeeded');
        expect(await countsOf(database, inv.tower.id)).toEqual({ demands: N, bookings: N, emails: N, twice: 0 });
        const [unsent] = await rowsOf<{ n: number }>(
          await database.db.execute(sql`select count(*)::int as n from demands where status <> 'sent'`),
        );
        expect(unsent!.n).toBe(0);
        // Each demand's letter kept once and its email sent once with it attached (decision 197).
        const [kept] = await rowsOf<{ letters: number; files: number; sends: number }>(
          await database.db.execute(sql`select
            (select count(*)::int from demands where letter_file_id is not null) as letters,
            (select count(*)::int from files where original_name like 'Demand letter%') as files,
            (select count(*)::int from jobs where kind = 'email.send') as sends`),
        );
        expect(kept).toEqual({ letters: N, files: N, sends: N });
        // The catcher parses a message after it has answered 250: wait for the last parse.
        await until('every mail parsed', () => catcher.mails.length >= N);
        const mailed = catcher.mails.filter((m) =>
          m.parsed.attachments.some((a) => a.contentType === 'application/pdf'),
        );
        expect(new Set(mailed.flatMap((m) => m.to)).size).toBe(N);
        expect(mailed).toHaveLength(N);
      } finally {
        await database.close();
      }
    },
    600_000,
  );
});
