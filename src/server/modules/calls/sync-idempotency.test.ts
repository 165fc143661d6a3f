import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../db/schema/calls';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

/** POST /api/callhistory/sync honours Idempotency-Key as docs/phone-api.md promises for every write. */
let t: TestApp;
let people: TestUsers;
const api = apiOf(() => ({ app: t.app, token: people.executive.token }));

const batch = (prefix: string) => ({
  calls: [
    {
      deviceCallId: `${prefix}-1`,
      number: '+91 98220 55501',
      direction: 'outgoing',
      startedAt: '2026-11-20T10:15:00+05:30',
      durationSeconds: 95,
    },
    {
      deviceCallId: `${prefix}-2`,
      number: '098765 00000',
      direction: 'missed',
      startedAt: '2026-11-20T10:20:00+05:30',
      durationSeconds: 0,
    },
  ],
});
const sync = (body: unknown, key?: string, token = people.executive.token) =>
  api('POST', '/api/callhistory/sync', body, token, key ? { 'idempotency-key': key } : undefined);
const stored = async (memberId: string) =>
  (await t.database.db.select({ id: calls.id }).from(calls).where(eq(calls.memberId, memberId))).length;

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = new Date('2026-11-20T06:30:00Z'); // 12:00 IST
  people = await seedUsers(t);
  const lead = await api('POST', '/api/lead/create', { name: 'Synced', mobile: '9822055501' }, people.admin.token);
  expect(lead.statusCode, lead.body).toBe(201);
});
afterAll(() => t.close());

describe('call sync with an Idempotency-Key', () => {
  it('a resend with the same key gets the first answer, marked replayed, and writes nothing', async () => {
    const first = await sync(batch('k1'), 'sync-key-0001');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.data).toEqual({ accepted: 2, duplicates: 0, matched: 1, unmatched: 1, outcomesNotLogged: 0 });
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await sync(batch('k1'), 'sync-key-0001');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.data).toEqual(first.data);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await stored(people.executive.id)).toBe(2);
    // Without the key a resend is still harmless, and says so in its counts.
    const plain = await sync(batch('k1'));
    expect(plain.data).toEqual({ accepted: 0, duplicates: 2, matched: 0, unmatched: 0, outcomesNotLogged: 0 });
    expect(plain.headers['idempotent-replayed']).toBeUndefined();
  });

  it('the same key with a different batch is a 409 with a sentence, and stores nothing', async () => {
    const res = await sync(batch('k2'), 'sync-key-0001');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.data).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(res.data.message).toMatch(/already used for a different request/);
    expect(await stored(people.executive.id)).toBe(2);
  });

  it('keys are per user: another member’s same key is a new sync', async () => {
    const res = await sync(batch('k1'), 'sync-key-0001', people.manager.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({ accepted: 2, duplicates: 0 });
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(await stored(people.manager.id)).toBe(2);
  });

  it('a key used for another kind of write is refused, and a bad key is a 400', async () => {
    const lead = await api('GET', '/api/lead/getLeads?search=9822055501', undefined, people.admin.token);
    const leadId = lead.data.leads[0]._id as string;
    const note = await api('POST', `/api/lead/addNote/${leadId}`, { note: 'Called' }, people.admin.token, {
      'idempotency-key': 'shared-key-0002',
    });
    expect(note.statusCode, note.body).toBeLessThan(300);
    const res = await sync(batch('k3'), 'shared-key-0002', people.admin.token);
    expect(res.statusCode, res.body).toBe(409);
    const bad = await sync(batch('k3'), 'short');
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.data.message).toMatch(/Idempotency-Key must be 8 to 200 characters/);
    expect(await stored(people.admin.id)).toBe(0);
  });
});
