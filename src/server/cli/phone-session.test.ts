import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../test/test-app';
import { addMember, seedUsers, TEST_PASSWORD, type TestUsers } from '../test/users';
import { runPhoneSession, type Send } from './phone-session';

let t: TestApp;
let people: TestUsers;
let otherLeadId: string;
let taskId: string;

const send: Send = async (method, url, options = {}) => {
  const res = await call(t.app, method, url, options);
  return { status: res.statusCode, headers: res.headers, data: res.data };
};

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = new Date('2026-05-01T18:35:00Z'); // 00:05 IST, 2 May: the phone's "today" is India's
  people = await seedUsers(t);
  const admin = people.admin.token;
  const other = await addMember(t, admin, { name: 'Farhan Exec', email: 'farhan@example.in', role: 2 });
  const lead = (name: string, mobile: string, assignedTo: string, nextFollowUpAt?: string) =>
    call(t.app, 'POST', '/api/lead/create', { token: admin, body: { name, mobile, assignedTo, nextFollowUpAt } });
  expect((await lead('Ravi Fresh', '9822040001', people.executive.id)).statusCode).toBe(201);
  expect((await lead('Kavita Today', '9822040002', people.executive.id, '2026-05-02T05:00:00Z')).statusCode).toBe(201);
  otherLeadId = (await lead('Farhan Buyer', '9822040003', other.id)).data.lead._id;
  const task = await call(t.app, 'POST', '/api/task/create', {
    token: admin,
    body: { title: 'Share the floor plan', assignee: people.executive.id, dueAt: '2026-05-02T12:00' },
  });
  expect(task.statusCode, task.body).toBe(201);
  taskId = task.data.task._id;
});
afterAll(() => t.close());

describe('the executive’s phone session', () => {
  it('runs the day through the API: one write per retried outcome, and others’ leads are a 404', async () => {
    const lines: string[] = [];
    const result = await runPhoneSession(send, {
      email: 'abe@example.in',
      password: TEST_PASSWORD,
      otherLeadId,
      log: (l) => lines.push(l),
    });
    expect(result.freshLeads).toBe(2);
    expect(result.todayFollowUps).toBe(1);
    expect(result.retryReplayed).toBe(true);
    expect(result.outcomeWrites).toBe(1);
    expect(result.callLogReplayed).toBe(true);
    expect(result.followUpDueAt).toBe('2026-05-03T05:30:00.000Z');
    expect(result.taskDone).toBe(taskId);
    expect(result.otherLeadStatus).toBe(404);
    expect(lines.join('\n')).toContain('(2026-05-02, India)');

    const admin = people.admin.token;
    const visits = await call(t.app, 'GET', `/api/siteVisit/getByLeadId/${result.leadId}`, { token: admin });
    expect(visits.data.visits).toMatchObject([{ _id: result.visitId, status: 'scheduled', pickup: true }]);
    // The call booked before the visit stays the lead's open follow-up beside it (decision 155).
    const followUps = await call(t.app, 'GET', `/api/lead/getFollowupsByLeadId/${result.leadId}`, { token: admin });
    const open = followUps.data.followUps.filter((f: { status: string }) => f.status === 'open');
    expect(open).toMatchObject([{ dueAt: result.followUpDueAt, siteVisitId: null }]);
    const fresh = await call(t.app, 'GET', '/api/lead/getLeads?fresh=true', { token: people.executive.token });
    expect(fresh.data.total).toBe(1);
  });
});
