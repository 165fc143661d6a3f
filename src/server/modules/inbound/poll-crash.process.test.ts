import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { inboundConnectors } from '../../db/schema/inbound';
import { jobs } from '../../db/schema/jobs';
import { crashHarness, until } from '../../test/crash-harness';
import { startFakePortal } from '../../test/fake-portal';
import { inboundPollJob, secretName } from './poll-job';

/**
 * kill -9 of the server in the middle of a portal sync (decision 120): after the
 * restart the run is taken again, fetches the same window, and ends with every enquiry once —
 * none twice (the log's unique key and the lead committed with its log row) and none missed
 * (the high-water mark moves only after a whole run), including one that arrived meanwhile.
 */
const { onPostgres, cleanups, freshPlace, contextFor, startServer } = crashHarness('poll');

const ENQUIRIES = 800;

const leadCount = async (db: DatabaseHandle['db']) =>
  rowsOf<{ n: number; d: number }>(
    await db.execute(sql`select count(*)::int as n, count(distinct mobile)::int as d from leads`),
  )[0]!;

describe('a portal sync and kill -9', () => {
  it('resumes after the server is killed: no enquiry twice, none missed', async () => {
    const portal = await startFakePortal();
    cleanups.push(() => portal.close());
    const start = Date.now();
    for (let i = 0; i < ENQUIRIES; i++) {
      portal.enquiries.push({
        id: `K-${i}`,
        name: `Kill ${i}`,
        mobile: String(7200000000 + i * 3),
        at: new Date(start - 40 * 60_000 + i * 1000),
      });
    }
    const place = await freshPlace();
    const setup = await place.open(true);
    const ctx = contextFor(setup, place.dir, () => new Date());
    const [admin] = rowsOf<{ id: string }>(
      await setup.db.execute(
        sql`insert into users (name, email, password_hash, role, status) values ('Admin', 'a@x.in', 'x', 0, 'active') returning id`,
      ),
    );
    await ctx.settings.setSecret(secretName('generic', 'authHeaderValue'), portal.credentials.bearer, { by: null });
    await setup.db.insert(inboundConnectors).values({
      kind: 'generic',
      enabled: true,
      pollMinutes: 60,
      updatedBy: admin!.id,
      settings: {
        baseUrl: `${portal.url}/generic`,
        authHeaderName: 'Authorization',
        itemsPath: 'result.items',
        fieldMap: { id: 'ref', name: 'contact.fullName', mobile: 'contact.phone', time: 'when' },
      },
    });
    const job = await ctx.jobs.enqueue(setup.db, inboundPollJob, { kind: 'generic' });
    await setup.close();

    const server = startServer(place.env);
    await until('the server', () => server.output().includes('READY'));
    if (onPostgres) {
      const watcher = await place.open();
      try {
        await until('the first leads', async () => (await leadCount(watcher.db)).n >= 200, 120_000);
      } finally {
        await watcher.close();
      }
    } else {
      // PGlite's files cannot be opened beside the server, so the kill waits on the portal instead:
      // its last (empty) page served means the run has every enquiry and is turning them into
      // leads — a fixed wait let a quiet machine finish all 800 before the kill.
      const lastPage = ENQUIRIES / 50 + 1;
      await until(
        'the last page',
        () => portal.requests.filter((r) => r.route === 'generic').length >= lastPage,
        120_000,
      );
      await new Promise((r) => setTimeout(r, 300));
    }
    server.child.kill('SIGKILL');
    await server.exited;
    // One more enquiry arrives while the server is down.
    portal.enquiries.push({ id: 'K-late', name: 'Late', mobile: '7299999999', at: new Date() });

    const database = await place.open();
    try {
      const mid = await leadCount(database.db);
      expect(mid.n).toBeLessThan(ENQUIRIES);
      const [row] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
      const after = new Date((row!.lockExpiresAt ?? new Date()).getTime() + 1000);
      const resumed = contextFor(database, place.dir, () => after);
      await resumed.jobs.drain({ timeoutMs: 240_000 });
      const done = await leadCount(database.db);
      expect(done).toEqual({ n: ENQUIRIES + 1, d: ENQUIRIES + 1 });
      const [log] = rowsOf<{ n: number; created: number }>(
        await database.db.execute(
          sql`select count(*)::int as n, count(*) filter (where result = 'created')::int as created from inbound_events`,
        ),
      );
      expect(log).toEqual({ n: ENQUIRIES + 1, created: ENQUIRIES + 1 });
      const [connector] = await database.db.select().from(inboundConnectors);
      expect(connector!.failuresInRow).toBe(0);
      expect(connector!.highWaterMark).not.toBeNull();
    } finally {
      await database.close();
    }
  }, 400_000);
});
