import { afterAll, beforeAll, expect } from 'vitest';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { addMember, seedUsers, type TestUser, type TestUsers } from '../../test/users';

// 2026-05-01 12:00 IST.
export const NOON = new Date('2026-05-01T06:30:00Z');
export const ist = (local: string) => new Date(`${local}+05:30`).toISOString();

// The calls tests' company, set by withCallsWorld before a test file's tests: an app at noon India
// time, one user per role and a second executive. Live bindings, read inside the tests; each test
// file sets them afresh in its beforeAll (a worker runs its files one after another and shares
// this module between them, vitest.config.ts), so each has its own company and call ids.
export let t: TestApp;
export let people: TestUsers;
/** A second executive: Esha must not reach his calls. */
export let farhan: TestUser;

/** Builds the company before the file's tests and closes it after them. */
export function withCallsWorld() {
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.now = NOON;
    people = await seedUsers(t);
    farhan = await addMember(t, people.admin.token, {
      name: 'Farhan Field',
      email: 'farhan@example.in',
      role: 2,
      mobile: '9811111111',
      // In the manager's team: a manager reaches the calls of their scope only (decision 156).
      reportsTo: people.manager.id,
    });
  });
  afterAll(() => t.close());
}

export const api = apiOf(() => ({ app: t.app, token: people.admin.token }));

export async function addLead(name: string, mobile: string, assignedTo: string, extra: Record<string, unknown> = {}) {
  const res = await api('POST', '/api/lead/create', { name, mobile, assignedTo, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.lead._id as string;
}

let seq = 0;
export const aCall = (over: Record<string, unknown> = {}) => ({
  deviceCallId: `dev-${++seq}`,
  number: '9000000000',
  direction: 'outgoing',
  startedAt: ist('2026-05-01T10:00:00'),
  durationSeconds: 30,
  ...over,
});

/** Posts a call log as the executive (or `token`), for `memberId` when given. */
export const sync = (callsToSend: unknown[], token = people.executive.token, memberId?: string) =>
  api('POST', '/api/callhistory/sync', { calls: callsToSend, ...(memberId ? { memberId } : {}) }, token);
