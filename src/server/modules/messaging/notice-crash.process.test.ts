import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { SMS_API_KEY_SECRET, smsSetting } from '../../sms/sms-settings';
import { crashHarness, until } from '../../test/crash-harness';
import { startFakeSmsGateway } from '../../test/fake-sms-gateway';
import { noticeSendJob } from './notice-send-job';
import { rowsOf } from './rows';

/**
 * kill -9 of a real server process while it sends demand SMS (decision 199, by the rules of 111 and
 * 160). Through a gateway declared to de-duplicate, the restart finishes with every buyer's SMS at
 * the gateway exactly once; through one that does not, nobody gets one twice and what was in flight
 * at the kill is held as unknown.
 */
const { onPostgres, cleanups, freshPlace, contextFor, startServer } = crashHarness('notice-sms');

async function sendKilledMidway(dedupe: boolean, n: number) {
  let onMessage = (_count: number) => {};
  const gateway = await startFakeSmsGateway({
    apiKey: 'crash-key',
    dedupe,
    onMessage: () => onMessage(gateway.messages.length),
  });
  cleanups.push(() => gateway.close());
  gateway.delayMs = 2;
  const place = await freshPlace();
  const setup = await (onPostgres ? place.open() : (place.open as (first: boolean) => Promise<DatabaseHandle>)(true));
  const ctx = contextFor(setup, place.dir, new Date());
  await ctx.settings.set(
    smsSetting,
    {
      enabled: true,
      gatewayUrl: gateway.url,
      entityId: '1201160000000012345',
      senderIds: ['CRASHS'],
      format: 'form',
      costPerSegment: 0.2,
      ratePerSecond: 300,
      dedupesClientRef: dedupe,
    },
    { by: null },
  );
  await ctx.settings.setSecret(SMS_API_KEY_SECRET, 'crash-key', { by: null });
  // The outbox as queueNoticeSms leaves it for a stage of n bookings (the demands themselves are
  // not what this test is about), and its send job.
  await ctx.db.execute(sql`
    insert into sms_outbox (idempotency_key, purpose, demand_id, mobile, text, about, dlt_template_id, sender_id,
      category, status)
    select 'demand-raised:' || g, 'demand_raised', gen_random_uuid(), (7100000000 + g * 7)::text,
      'Dear Buyer, demand DM-' || g || ' is due. -CRASH', 'demand DM-' || g, '1107160000000054321', 'CRASHS',
      'service_implicit', 'queued'
    from generate_series(1, ${n}) g`);
  const job = await ctx.jobs.enqueue(ctx.db, noticeSendJob, {});
  await setup.close();

  const server = startServer(place.env);
  // Killed while the 300th message is at the gateway, before its answer: that one is in doubt.
  onMessage = (count) => {
    if (count === 300) server.child.kill('SIGKILL');
  };
  await until('the server', () => server.output().includes('READY'));
  await server.exited;
  expect(gateway.messages.length).toBeLessThan(n);
  return { gateway, place, jobId: job.id };
}

async function resume(place: Awaited<ReturnType<typeof freshPlace>>, jobId: string) {
  const database = await place.open();
  const [job] = await rowsOf<{ lock_expires_at: Date | string | null }>(
    database.db,
    sql`select lock_expires_at from jobs where id = ${jobId}`,
  );
  // Restarted: the job is taken again once the dead worker's lock has expired.
  const after = new Date(Math.max(new Date(job!.lock_expires_at ?? Date.now()).getTime(), Date.now()) + 60_000);
  await contextFor(database, place.dir, after).jobs.drain({ timeoutMs: 180_000 });
  return database;
}

const statusCounts = (database: DatabaseHandle) =>
  rowsOf<{ sent: number; unknown: number; other: number }>(
    database.db,
    sql`select count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status = 'unknown')::int as unknown,
      count(*) filter (where status not in ('sent', 'unknown'))::int as other from sms_outbox`,
  );

describe('demand SMS and kill -9', () => {
  it('finishes after the kill with every SMS at a de-duplicating gateway exactly once', async () => {
    const n = 900;
    const { gateway, place, jobId } = await sendKilledMidway(true, n);
    const database = await resume(place, jobId);
    try {
      expect((await statusCounts(database))[0]).toEqual({ sent: n, unknown: 0, other: 0 });
      expect(gateway.messages.length).toBe(n);
      expect(new Set(gateway.messages.map((m) => m.to)).size).toBe(n);
    } finally {
      await database.close();
    }
  }, 300_000);

  it('holds what was in flight as unknown through a gateway that does not de-duplicate, sending nobody twice', async () => {
    const n = 600;
    const { gateway, place, jobId } = await sendKilledMidway(false, n);
    const database = await resume(place, jobId);
    try {
      const [stats] = await statusCounts(database);
      expect(stats!.unknown).toBeGreaterThan(0);
      expect(stats!.unknown).toBeLessThanOrEqual(50);
      expect(stats).toMatchObject({ sent: n - stats!.unknown, other: 0 });
      expect(new Set(gateway.messages.map((m) => m.to)).size).toBe(gateway.messages.length);
      expect(gateway.messages.length).toBeLessThanOrEqual(n);
    } finally {
      await database.close();
    }
  }, 300_000);
});
