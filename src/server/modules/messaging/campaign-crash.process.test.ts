import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { audienceSchema } from '../../../domain/schemas/messaging';
import type { DatabaseHandle } from '../../db/database';
import { jobs } from '../../db/schema/jobs';
import { campaigns, messageTemplates } from '../../db/schema/messaging';
import { users } from '../../db/schema/users';
import { SMS_API_KEY_SECRET, smsSetting } from '../../sms/sms-settings';
import { crashHarness, until } from '../../test/crash-harness';
import { startFakeSmsGateway } from '../../test/fake-sms-gateway';
import { createCampaign } from './campaigns';
import { rowsOf } from './rows';

/**
 * kill -9 of a real server process in the middle of an SMS campaign (decisions 111, 160). Through
 * a gateway declared to de-duplicate, the restart finishes with every recipient sent exactly once at
 * the gateway (which counts, and answers a repeated client reference with the first message) and
 * none missing. Through one that does not, nothing is sent twice: what was in flight at the kill is
 * held as unknown for a person.
 */
const { onPostgres, cleanups, freshPlace, contextFor, startServer } = crashHarness('campaign');

const N = 1_500;

async function campaignKilledMidway(dedupe: boolean, n: number) {
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
  const [user] = await ctx.db
    .insert(users)
    .values({
      name: 'Crash Admin',
      email: 'crash@example.in',
      role: 0,
      status: 'active',
    } as typeof users.$inferInsert)
    .returning({ id: users.id });
  await ctx.db.execute(sql`
      insert into leads (name, mobile, project, assigned_to, created_by)
      select 'Crash ' || g, (7100000000 + g * 7)::text, 'Crash Towers', ${user!.id}, ${user!.id}
      from generate_series(1, ${n}) g`);
  await ctx.db.execute(sql`update users set mobile = '9876543210' where id = ${user!.id}`);
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
  const [tpl] = await ctx.db
    .insert(messageTemplates)
    .values({
      channel: 'sms',
      name: 'Crash',
      dltTemplateId: '1107160000000054321',
      senderId: 'CRASHS',
      category: 'service_implicit',
      registeredText: 'Dear {#var#}, call {#var#} -CRASH',
      variables: ['firstName', 'executiveMobile'],
    })
    .returning({ id: messageTemplates.id });
  const { campaign } = await createCampaign(
    ctx,
    { channel: 'sms', templateId: tpl!.id, audience: audienceSchema.parse({ filter: { project: 'Crash Towers' } }) },
    { id: user!.id, name: 'Crash Admin', role: 0 },
    undefined,
  );
  expect(campaign.counts.total).toBe(n);
  await setup.close();

  const server = startServer(place.env);
  // Killed while the 300th message is at the gateway, before its answer: that one is in doubt.
  onMessage = (count) => {
    if (count === 300) server.child.kill('SIGKILL');
  };
  await until('the server', () => server.output().includes('READY'));
  await server.exited;
  const atKill = gateway.messages.length;
  expect(atKill).toBeLessThan(n);
  return { gateway, place, campaign, atKill };
}

describe('an SMS campaign and kill -9', () => {
  it('resumes after the server process is killed, sending no recipient twice and none lost', async () => {
    const { gateway, place, campaign } = await campaignKilledMidway(true, N);
    const database = await place.open();
    try {
      const [mid] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
      expect(mid!.status).toBe('sending');
      const [job] = await database.db.select().from(jobs).where(eq(jobs.id, mid!.jobId!));
      // Restarted: the job is taken again once the dead worker's lock has expired.
      const after = new Date(Math.max(job!.lockExpiresAt!.getTime(), Date.now()) + 60_000);
      const resumed = contextFor(database, place.dir, after);
      await resumed.jobs.drain({ timeoutMs: 180_000 });
      const [done] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
      expect(done!.status).toBe('done');
      const [stats] = await rowsOf<{ sent: number; other: number }>(
        database.db,
        sql`select count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status <> 'sent')::int as other
          from campaign_recipients where campaign_id = ${campaign.id}`,
      );
      expect(stats).toEqual({ sent: N, other: 0 });
      // The gateway: every mobile exactly once.
      expect(gateway.messages.length).toBe(N);
      expect(new Set(gateway.messages.map((m) => m.to)).size).toBe(N);
      const [timeline] = await rowsOf<{ n: number; leads: number }>(
        database.db,
        sql`select count(*)::int as n, count(distinct lead_id)::int as leads from activities where kind = 'sms'`,
      );
      expect(timeline).toEqual({ n: N, leads: N });
    } finally {
      await database.close();
    }
  }, 300_000);

  it('holds what was in flight as unknown when the gateway does not de-duplicate, sending nobody twice', async () => {
    const n = 600;
    const { gateway, place, campaign, atKill } = await campaignKilledMidway(false, n);
    const database = await place.open();
    try {
      const [mid] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
      const [job] = await database.db.select().from(jobs).where(eq(jobs.id, mid!.jobId!));
      const after = new Date(Math.max(job!.lockExpiresAt!.getTime(), Date.now()) + 60_000);
      await contextFor(database, place.dir, after).jobs.drain({ timeoutMs: 180_000 });
      const [done] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
      expect(done!.status).toBe('done');
      const [stats] = await rowsOf<{ sent: number; unknown: number; other: number }>(
        database.db,
        sql`select count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status = 'unknown')::int as unknown,
            count(*) filter (where status not in ('sent', 'unknown'))::int as other
          from campaign_recipients where campaign_id = ${campaign.id}`,
      );
      // The 300th at least was at the gateway when the process died; none of those is sent again.
      expect(stats!.unknown).toBeGreaterThan(0);
      expect(stats!.unknown).toBeLessThanOrEqual(50);
      expect(stats).toMatchObject({ sent: n - stats!.unknown, other: 0 });
      expect(new Set(gateway.messages.map((m) => m.to)).size).toBe(gateway.messages.length);
      expect(gateway.messages.length).toBeGreaterThanOrEqual(Math.max(stats!.sent, atKill));
      expect(gateway.messages.length).toBeLessThanOrEqual(n);
    } finally {
      await database.close();
    }
  }, 300_000);
});
