import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { audienceSchema } from '../../../domain/schemas/messaging';
import type { DatabaseHandle } from '../../db/database';
import { jobs } from '../../db/schema/jobs';
import { campaigns } from '../../db/schema/messaging';
import { users } from '../../db/schema/users';
import { crashHarness, until } from '../../test/crash-harness';
import { startFakeWhatsAppCloud } from '../../test/fake-whatsapp-cloud';
import { createCampaign } from './campaigns';
import { rowsOf } from './rows';
import { insertWhatsAppTemplate, saveWhatsAppSettings, WA_APP_SECRET, WA_TOKEN } from './whatsapp-campaign-fixture';

/**
 * kill -9 of a real server process in the middle of a WhatsApp campaign (decisions 111, 160, 216).
 * The Cloud API does not de-duplicate on our reference, so what was with it at the kill is held as
 * unknown for a person; after the restart every other recipient is sent, and nobody twice: the fake
 * Cloud API has no mobile twice.
 */
const { onPostgres, cleanups, freshPlace, contextFor, startServer } = crashHarness('whatsapp-campaign');

const N = 600;

describe('a WhatsApp campaign and kill -9', () => {
  it('sends nobody twice after the server process is killed mid-send, holding the in-flight ones as unknown', async () => {
    let onMessage = (_count: number) => {};
    const fake = await startFakeWhatsAppCloud({
      accessToken: WA_TOKEN,
      appSecret: WA_APP_SECRET,
      onMessage: () => onMessage(fake.sent.length),
    });
    cleanups.push(() => fake.close());
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
      from generate_series(1, ${N}) g`);
    await saveWhatsAppSettings(ctx, fake, { ratePerSecond: 1000, tier: 'unlimited' });
    const templateId = await insertWhatsAppTemplate(ctx.db, { name: 'crash_notice', category: 'utility' });
    const { campaign } = await createCampaign(
      ctx,
      { channel: 'whatsapp', templateId, audience: audienceSchema.parse({ filter: { project: 'Crash Towers' } }) },
      { id: user!.id, name: 'Crash Admin', role: 0 },
      undefined,
    );
    expect(campaign.counts.total).toBe(N);
    await setup.close();

    const server = startServer(place.env);
    // Killed while the 300th message is at the Cloud API, before its answer: that one is in doubt.
    onMessage = (count) => {
      if (count === 300) server.child.kill('SIGKILL');
    };
    await until('the server', () => server.output().includes('READY'));
    await server.exited;
    const atKill = fake.sent.length;
    expect(atKill).toBeLessThan(N);

    const database = await place.open();
    try {
      const [mid] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
      expect(mid!.status).toBe('sending');
      const [job] = await database.db.select().from(jobs).where(eq(jobs.id, mid!.jobId!));
      // Restarted: the job is taken again once the dead worker's lock has expired.
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
      // The 300th at least was with the Cloud API when the process died; none of those is sent again.
      expect(stats!.unknown).toBeGreaterThan(0);
      expect(stats!.unknown).toBeLessThanOrEqual(50);
      expect(stats).toMatchObject({ sent: N - stats!.unknown, other: 0 });
      const mobiles = fake.sent.map((m) => m.to);
      expect(new Set(mobiles).size).toBe(mobiles.length);
      expect(fake.sent.length).toBeGreaterThanOrEqual(Math.max(stats!.sent, atKill));
      expect(fake.sent.length).toBeLessThanOrEqual(N);
      // Every message sent has its row, once, with the wa id the Cloud API gave.
      const [messages] = await rowsOf<{ n: number; ids: number }>(
        database.db,
        sql`select count(*)::int as n, count(distinct wa_id)::int as ids from whatsapp_messages where campaign_id = ${campaign.id}`,
      );
      expect(messages).toEqual({ n: stats!.sent, ids: stats!.sent });
    } finally {
      await database.close();
    }
  }, 300_000);
});
