import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { addMember, seedUsers, type TestUser, type TestUsers } from '../../test/users';

/**
 * A manager's scope (decision 156): Amit (Baner) works the leads of Baner's people, of Sagar who
 * reports to him from Nashik, and Baner's unassigned leads — not Priya's Wakad team's. Every
 * lead-side route answers 404 for a Wakad lead, as for a lead that does not exist, until an
 * administrator widens Amit to Wakad or to every branch.
 */
let t: TestApp;
let people: TestUsers;
let amit: TestUser;
let rohit: TestUser;
let sagar: TestUser;
let pooja: TestUser;
const branch: Record<'baner' | 'wakad' | 'nashik', string> = { baner: '', wakad: '', nashik: '' };
const lead: Record<'rohits' | 'sagars' | 'banerFree' | 'poojas' | 'wakadFree' | 'nowhere', string> = {
  rohits: '',
  sagars: '',
  banerFree: '',
  poojas: '',
  wakadFree: '',
  nowhere: '',
};
let poojasVisit: string;
let poojasTask: string;
let poojasCall: string;

const api = apiOf(() => ({ app: t.app, token: people.admin.token }));
// 2026-05-01 12:00 IST.
const NOON = new Date('2026-05-01T06:30:00Z');

async function addLead(name: string, mobile: string, extra: Record<string, unknown>) {
  const res = await api('POST', '/api/lead/create', { name, mobile, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.lead._id as string;
}

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = NOON;
  people = await seedUsers(t);
  for (const [key, name] of [
    ['baner', 'Pune – Baner'],
    ['wakad', 'Pune – Wakad'],
    ['nashik', 'Nashik Road'],
  ] as const) {
    branch[key] = (await api('POST', '/api/branch/create', { name })).data.branch._id;
  }
  amit = await addMember(t, people.admin.token, {
    name: 'Amit Patil',
    email: 'amit@example.in',
    role: 1,
    branchId: branch.baner,
  });
  const priya = await addMember(t, people.admin.token, {
    name: 'Priya Joshi',
    email: 'priya@example.in',
    role: 1,
    branchId: branch.wakad,
  });
  rohit = await addMember(t, people.admin.token, {
    name: 'Rohit Pawar',
    email: 'rohit@example.in',
    role: 2,
    branchId: branch.baner,
  });
  sagar = await addMember(t, people.admin.token, {
    name: 'Sagar More',
    email: 'sagar@example.in',
    role: 2,
    branchId: branch.nashik,
    reportsTo: amit.id,
  });
  pooja = await addMember(t, people.admin.token, {
    name: 'Pooja Gaikwad',
    email: 'pooja@example.in',
    role: 2,
    branchId: branch.wakad,
    reportsTo: priya.id,
  });
  lead.rohits = await addLead('Rohit Buyer', '9700000001', { assignedTo: rohit.id, branchId: branch.baner });
  lead.sagars = await addLead('Sagar Buyer', '9700000002', { assignedTo: sagar.id, branchId: branch.nashik });
  lead.banerFree = await addLead('Baner Walk-in', '9700000003', { branchId: branch.baner });
  lead.poojas = await addLead('Pooja Buyer', '9700000004', { assignedTo: pooja.id, branchId: branch.wakad });
  lead.wakadFree = await addLead('Wakad Walk-in', '9700000005', { branchId: branch.wakad });
  lead.nowhere = await addLead('No Branch Walk-in', '9700000006', {});
  const visit = await api('POST', `/api/siteVisit/schedule/${lead.poojas}`, {
    project: 'Sahyadri Heights',
    at: '2026-05-02T11:00',
  });
  expect(visit.statusCode, visit.body).toBe(201);
  poojasVisit = visit.data.visit._id;
  const task = await api('POST', '/api/task/create', {
    title: 'Send the brochure',
    dueAt: '2026-05-10T11:00',
    assignee: pooja.id,
    lead: lead.poojas,
  });
  expect(task.statusCode, task.body).toBe(201);
  poojasTask = task.data.task._id;
  const synced = await api('POST', '/api/callhistory/sync', {
    memberId: pooja.id,
    calls: [
      {
        deviceCallId: 'pooja-1',
        number: '9700000004',
        direction: 'outgoing',
        startedAt: '2026-05-01T10:00:00+05:30',
        durationSeconds: 40,
      },
    ],
  });
  expect(synced.statusCode, synced.body).toBe(200);
  const calls = await api('GET', `/api/callhistory/byLead/${lead.poojas}`);
  poojasCall = calls.data.items[0].id;
});
afterAll(() => t.close());

const listed = async (token: string) => {
  const res = await api('GET', '/api/lead/getLeads?pageSize=100', undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.data.leads.map((l: { name: string }) => l.name).sort();
};

/** Every lead-side route a manager may call, aimed at a lead (and its visit, task, call) of Wakad. */
function wakadRoutes(): [string, string, unknown?][] {
  const id = lead.poojas;
  return [
    ['GET', `/api/lead/getLeadById/${id}`],
    ['PUT', `/api/lead/update/${id}`, { name: 'Taken', mobile: '9700000004' }],
    ['PUT', `/api/lead/updateLeadStatus/${id}`, { status: 'contacted' }],
    ['PUT', '/api/lead/assign', { leadIds: [id], assignedTo: rohit.id }],
    ['GET', `/api/lead/getLeadHistoryByLeadId/${id}`],
    ['GET', `/api/lead/getActivitiesByLeadId/${id}`],
    ['PUT', `/api/lead/moveToRecycleBin/${id}`],
    ['PUT', '/api/lead/moveAllLeadsToRecycleBin', { leadIds: [id] }],
    ['POST', `/api/lead/logOutcome/${id}`, { outcome: 'interested' }],
    ['POST', `/api/lead/scheduleFollowup/${id}`, { type: 'call', dueAt: '2026-05-03T10:00' }],
    ['POST', `/api/lead/addNote/${id}`, { note: 'Peeking' }],
    ['GET', `/api/lead/getFollowupsByLeadId/${id}`],
    ['POST', `/api/siteVisit/schedule/${id}`, { project: 'Sahyadri Heights', at: '2026-05-04T11:00' }],
    ['GET', `/api/siteVisit/getByLeadId/${id}`],
    ['PUT', `/api/siteVisit/reschedule/${poojasVisit}`, { at: '2026-05-05T11:00' }],
    ['PUT', `/api/siteVisit/complete/${poojasVisit}`, { result: 'cancelled' }],
    ['GET', `/api/task/getTaskById/${poojasTask}`],
    ['PUT', `/api/task/updateTaskStatus/${poojasTask}`, { status: 'done' }],
    ['DELETE', `/api/task/deleteTask/${poojasTask}`],
    ['GET', `/api/task/getTasksByLeadId/${id}`],
    ['GET', `/api/callhistory/byLead/${id}`],
    ['GET', `/api/callhistory/${poojasCall}/recording`],
    ['GET', `/api/callhistory/getCallHistoriesByMember/${pooja.id}`],
    ['GET', `/api/callhistory/getCallHistoriesByMember/${pooja.id}/export.csv`],
    ['GET', `/api/callhistory/getCallHistoryStats?memberId=${pooja.id}`],
    ['GET', `/api/callhistory/queue?memberId=${pooja.id}`],
    ['GET', `/api/lead/${id}/message-preferences`],
  ];
}

describe("a manager's scope", () => {
  it('lists the leads of their branch, their reports and their branch’s unassigned leads only', async () => {
    expect(await listed(amit.token)).toEqual(['Baner Walk-in', 'Rohit Buyer', 'Sagar Buyer']);
    expect(await listed(people.admin.token)).toHaveLength(6);
    // The executive of Baner still sees only their own.
    expect(await listed(rohit.token)).toEqual(['Rohit Buyer']);
  });

  it('answers 404 for another branch’s lead, visit, task and call on every lead-side route, and changes nothing', async () => {
    const before = await api('GET', `/api/lead/getLeadById/${lead.poojas}`);
    for (const [method, url, body] of wakadRoutes()) {
      const res = await api(method as 'GET', url, body, amit.token);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
    }
    const after = await api('GET', `/api/lead/getLeadById/${lead.poojas}`);
    expect(after.data.lead).toEqual(before.data.lead);
    expect(after.data.lead).toMatchObject({ name: 'Pooja Buyer', deletedAt: null });
    const task = await api('GET', `/api/task/getTaskById/${poojasTask}`);
    expect(task.data.task.status).not.toBe('done');
  });

  it('keeps other branches out of counts, the export, the follow-up lists, visits, the audience and calls', async () => {
    const counts = await api('GET', '/api/lead/getOverallLeadStatusCounts', undefined, amit.token);
    expect(counts.statusCode, counts.body).toBe(200);
    expect(JSON.stringify(counts.data)).toContain('3');
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/lead/exportLeadsCSV',
      headers: { authorization: `Bearer ${amit.token}` },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('Rohit Buyer');
    expect(csv.body).not.toContain('Pooja Buyer');
    expect(csv.body).not.toContain('Wakad Walk-in');
    const visits = await api('GET', '/api/siteVisit/getSiteVisits?pageSize=100', undefined, amit.token);
    expect(visits.statusCode, visits.body).toBe(200);
    expect(JSON.stringify(visits.data)).not.toContain('Pooja Buyer');
    const byNumber = await api('GET', '/api/callhistory/getCallHistoryByReciever/9700000004', undefined, amit.token);
    expect(byNumber.data.items).toEqual([]);
    const report = await api('GET', '/api/callhistory/getCallHistoryReportByMember', undefined, amit.token);
    expect(report.data.members.map((m: { memberName: string }) => m.memberName).sort()).toEqual([
      'Amit Patil',
      'Rohit Pawar',
      'Sagar More',
    ]);
    const tpl = await api('POST', '/api/template', {
      channel: 'sms',
      name: 'Thanks for visiting',
      dltTemplateId: '1107160000000054321',
      senderId: 'SUNRSE',
      category: 'service_implicit',
      registeredText: 'Dear {#var#}, thank you for visiting. -SUNRISE',
      variables: ['firstName'],
    });
    expect(tpl.statusCode, tpl.body).toBe(200);
    const audience = (token: string, leadIds?: string[]) =>
      api(
        'POST',
        '/api/message/audience',
        { channel: 'sms', templateId: tpl.data.id, audience: leadIds ? { leadIds } : { filter: {} } },
        token,
      );
    expect((await audience(amit.token)).data.recipients).toBe(3);
    expect((await audience(people.admin.token)).data.recipients).toBe(6);
    expect((await audience(amit.token, [lead.poojas, lead.rohits])).data.recipients).toBe(1);
  });

  it('may not hand a lead, or a task, to someone outside the scope', async () => {
    const res = await api('PUT', '/api/lead/assign', { leadIds: [lead.rohits], assignedTo: pooja.id }, amit.token);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.data.message).toBe('You can assign leads only to the people of your branches and team.');
    const task = await api(
      'POST',
      '/api/task/create',
      { title: 'Call back', dueAt: '2026-05-10T11:00', assignee: rohit.id, lead: lead.poojas },
      amit.token,
    );
    expect(task.statusCode, task.body).toBe(400);
    const ok = await api('PUT', '/api/lead/assign', { leadIds: [lead.banerFree], assignedTo: sagar.id }, amit.token);
    expect(ok.statusCode, ok.body).toBe(200);
    // A lead Amit adds stays his to see, whatever its branch.
    const added = await api(
      'POST',
      '/api/lead/create',
      { name: 'Wakad Caller', mobile: '9700000007', branchId: branch.wakad },
      amit.token,
    );
    expect(added.statusCode, added.body).toBe(201);
    expect((await api('GET', `/api/lead/getLeadById/${added.data.lead._id}`, undefined, amit.token)).statusCode).toBe(
      200,
    );
    expect(
      (await api('GET', `/api/lead/getLeadById/${added.data.lead._id}`, undefined, people.manager.token)).statusCode,
    ).toBe(404);
    expect((await api('PUT', `/api/lead/moveToRecycleBin/${added.data.lead._id}`)).statusCode).toBe(200);
  });

  it('widens to the branches an administrator adds, then to all, and back', async () => {
    const member = await api('GET', `/api/team/getMemberById/${amit.id}`);
    expect(member.data.member).toMatchObject({ leadBranchIds: [], allLeadBranches: false });
    // The record as read, edited, is a valid update.
    const widened = await api('PUT', `/api/team/updateMember/${amit.id}`, {
      ...member.data.member,
      leadBranchIds: [branch.wakad],
    });
    expect(widened.statusCode, widened.body).toBe(200);
    expect(widened.data.member.leadBranchIds).toEqual([branch.wakad]);
    expect(await listed(amit.token)).toEqual([
      'Baner Walk-in',
      'Pooja Buyer',
      'Rohit Buyer',
      'Sagar Buyer',
      'Wakad Walk-in',
    ]);
    const open = await api('GET', `/api/lead/getLeadById/${lead.poojas}`, undefined, amit.token);
    expect(open.statusCode, open.body).toBe(200);
    const calls = await api('GET', `/api/callhistory/byLead/${lead.poojas}`, undefined, amit.token);
    expect(calls.data.items).toHaveLength(1);
    expect((await api('GET', `/api/task/getTaskById/${poojasTask}`, undefined, amit.token)).statusCode).toBe(200);

    const all = await api('PUT', `/api/team/updateMember/${amit.id}`, { allLeadBranches: true, leadBranchIds: [] });
    expect(all.statusCode, all.body).toBe(200);
    expect(await listed(amit.token)).toHaveLength(6);

    const bad = await api('PUT', `/api/team/updateMember/${amit.id}`, { leadBranchIds: ['not-a-branch'] });
    expect(bad.statusCode).toBe(400);
    const unknown = await api('PUT', `/api/team/updateMember/${amit.id}`, {
      leadBranchIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.data.fields.leadBranchIds).toBe('Choose branches from the list.');

    const back = await api('PUT', `/api/team/updateMember/${amit.id}`, { allLeadBranches: false });
    expect(back.statusCode, back.body).toBe(200);
    expect(await listed(amit.token)).toEqual(['Baner Walk-in', 'Rohit Buyer', 'Sagar Buyer']);
    // Made an executive, Amit keeps no widening.
    const exec = await api('PUT', `/api/team/updateMember/${amit.id}`, { role: 2, leadBranchIds: [branch.wakad] });
    expect(exec.statusCode, exec.body).toBe(200);
    expect(exec.data.member).toMatchObject({ leadBranchIds: [], allLeadBranches: false });
    await api('PUT', `/api/team/updateMember/${amit.id}`, { role: 1 });
  });
});

describe('the call queue', () => {
  it("opens on the team's queue on request: the leads of the manager's scope; an executive may not", async () => {
    const mine = await api('GET', '/api/callhistory/queue', undefined, amit.token);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.data).toMatchObject({ for: 'mine', items: [] });
    const team = await api('GET', '/api/callhistory/queue?for=team', undefined, amit.token);
    expect(team.statusCode, team.body).toBe(200);
    expect(team.data.for).toBe('team');
    const names = team.data.items.map((i: { name: string }) => i.name).sort();
    expect(names).toEqual(['Baner Walk-in', 'Rohit Buyer', 'Sagar Buyer']);
    const admins = await api('GET', '/api/callhistory/queue?for=team');
    expect(admins.data.items.length).toBeGreaterThanOrEqual(5);
    const exec = await api('GET', '/api/callhistory/queue?for=team', undefined, rohit.token);
    expect(exec.statusCode).toBe(403);
    expect(exec.data.message).toBe("Only managers and administrators can open the team's queue.");
    const bad = await api('GET', '/api/callhistory/queue?for=everyone', undefined, amit.token);
    expect(bad.statusCode).toBe(400);
  });
});

describe('a pending account', () => {
  it('reaches nothing but signing out: 403 with a sentence', async () => {
    for (const url of ['/api/settings/mail-status', '/api/telephony/status', '/api/auth/me']) {
      const res = await api('GET', url, undefined, people.pending.token);
      expect(res.statusCode, url).toBe(403);
      expect(res.data.message).toBe('Your account is waiting for an administrator to approve it.');
    }
    expect((await api('GET', '/api/settings/mail-status', undefined, rohit.token)).statusCode).toBe(200);
  });
});
