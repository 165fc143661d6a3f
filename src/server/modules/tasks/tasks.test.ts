import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUSES } from '../../../domain/tasks/task-lists';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { addMember, seedUsers, type TestUser, type TestUsers } from '../../test/users';
import { seedDemoTasks } from './demo-step';

let t: TestApp;
let people: TestUsers;
/** Manager of the Baner branch, and an executive of that branch who reports to nobody. */
let meena: TestUser;
let omkar: TestUser;
/** An executive outside every manager's team. */
let farhan: TestUser;
let leadId: string;

const api = apiOf(() => ({ app: t.app, token: people.admin.token }));

type TaskRec = { _id: string; title: string; [k: string]: unknown };

async function addTask(body: Record<string, unknown>, token = people.admin.token): Promise<TaskRec> {
  const res = await api('POST', '/api/task/create', { dueAt: '2026-05-10T11:00', ...body }, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.data.task;
}

const titles = (tasks: TaskRec[]) => tasks.map((x) => x.title).sort();
const list = async (query: string, token = people.admin.token) => {
  const res = await api('GET', `/api/task/getTasks?pageSize=100&${query}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.data as { tasks: TaskRec[]; total: number; now: string };
};

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = new Date('2026-05-01T06:30:00Z'); // 12:00 IST
  people = await seedUsers(t);
  const branchId = (await api('POST', '/api/branch/create', { name: 'Pune – Baner' })).data.branch._id;
  meena = await addMember(t, people.admin.token, {
    name: 'Meena Manager',
    email: 'meena@example.in',
    role: 1,
    branchId,
  });
  omkar = await addMember(t, people.admin.token, { name: 'Omkar Exec', email: 'omkar@example.in', role: 2, branchId });
  farhan = await addMember(t, people.admin.token, { name: 'Farhan Exec', email: 'farhan@example.in', role: 2 });
  const lead = await api('POST', '/api/lead/create', {
    name: 'Ravi Kulkarni',
    mobile: '9822012345',
    assignedTo: people.executive.id,
  });
  leadId = lead.data.lead._id;
});
afterAll(() => t.close());

describe('tasks: create, edit, status, delete', () => {
  it('creates a task in India time and records who assigned it to someone else', async () => {
    const task = await addTask({
      title: 'Send cost sheet',
      description: 'Sahyadri Heights, 2 BHK',
      assignee: people.executive.id,
      dueAt: '2026-05-02T10:30',
      priority: 'high',
      lead: leadId,
    });
    expect(task).toMatchObject({
      title: 'Send cost sheet',
      status: 'open',
      priority: 'high',
      dueAt: '2026-05-02T05:00:00.000Z',
      overdue: false,
      assignee: { _id: people.executive.id, name: 'Esha Executive' },
      assignedBy: { _id: people.admin.id, name: 'Asha Admin' },
      lead: { _id: leadId, name: 'Ravi Kulkarni' },
      createdBy: { _id: people.admin.id },
      completedAt: null,
    });
    const mine = await addTask({ title: 'Call the bank', dueAt: '2026-05-02' });
    expect(mine).toMatchObject({ assignee: { _id: people.admin.id }, assignedBy: null });
    expect(mine.dueAt).toBe('2026-05-02T12:30:00.000Z'); // a bare date is 18:00 IST
  });

  it('refuses bad input with a sentence per field, never a 500', async () => {
    const res = await api('POST', '/api/task/create', { title: ' ', priority: 'asap', dueAt: '' });
    expect(res.statusCode).toBe(400);
    expect(res.data.fields).toMatchObject({
      title: 'Title is required.',
      dueAt: 'Due date and time are required.',
      priority: 'Choose a priority from the list.',
    });
    const gone = await api('POST', '/api/task/create', {
      title: 'x',
      dueAt: '2026-05-02T10:00',
      assignee: people.deactivated.id,
    });
    expect(gone.statusCode).toBe(400);
    expect(gone.data.fields.assignee).toMatch(/active team member/);
  });

  it('marks done with the time it was done, and reopening clears it', async () => {
    const task = await addTask({ title: 'Collect token cheque', assignee: people.executive.id });
    t.clock.advanceHours(1);
    const done = await api('PUT', `/api/task/updateTaskStatus/${task._id}`, { status: 'done' }, people.executive.token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.data.task.completedAt).toBe(t.clock.now.toISOString());
    const reopened = await api('PUT', `/api/task/updateTaskStatus/${task._id}`, { status: 'in_progress' });
    expect(reopened.data.task).toMatchObject({ status: 'in_progress', completedAt: null });
  });

  it('reassigning records the new assigner; deleting answers with the title', async () => {
    const task = await addTask({ title: 'Book site visit', assignee: people.executive.id }, people.manager.token);
    expect(task.assignedBy).toMatchObject({ _id: people.manager.id });
    const record = (await api('GET', `/api/task/getTaskById/${task._id}`)).data.task;
    const moved = await api('PUT', `/api/task/update/${task._id}`, { ...record, assignee: people.admin.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.data.task).toMatchObject({ assignee: { _id: people.admin.id }, assignedBy: null });
    const del = await api('DELETE', `/api/task/deleteTask/${task._id}`);
    expect(del.data.message).toBe('Task "Book site visit" was deleted.');
    expect((await api('GET', `/api/task/getTaskById/${task._id}`)).statusCode).toBe(404);
  });
});

describe('tasks: who sees what', () => {
  let forEsha: TaskRec;
  let forOmkar: TaskRec;
  let forFarhan: TaskRec;
  beforeAll(async () => {
    forEsha = await addTask({ title: 'Scope: Esha', assignee: people.executive.id });
    forOmkar = await addTask({ title: 'Scope: Omkar', assignee: omkar.id });
    forFarhan = await addTask({ title: 'Scope: Farhan', assignee: farhan.id });
    await addTask({ title: 'Scope: Manoj', assignee: people.manager.id });
    await addTask({ title: 'Scope: Meena', assignee: meena.id });
  });
  const scoped = async (token: string) => titles((await list('view=team&search=Scope:', token)).tasks);

  it('an administrator sees everyone’s; a manager their own, their reports’ and their branch’s', async () => {
    expect(await scoped(people.admin.token)).toEqual([
      'Scope: Esha',
      'Scope: Farhan',
      'Scope: Manoj',
      'Scope: Meena',
      'Scope: Omkar',
    ]);
    expect(await scoped(people.manager.token)).toEqual(['Scope: Esha', 'Scope: Manoj']);
    expect(await scoped(meena.token)).toEqual(['Scope: Meena', 'Scope: Omkar']);
    expect(titles((await list('search=Scope:', meena.token)).tasks)).toEqual(['Scope: Meena']);
  });

  it('an executive sees only their own tasks and gets 404 for anyone else’s', async () => {
    expect(await scoped(omkar.token)).toEqual(['Scope: Omkar']);
    for (const [method, url, body] of [
      ['GET', `/api/task/getTaskById/${forEsha._id}`, undefined],
      ['PUT', `/api/task/updateTaskStatus/${forEsha._id}`, { status: 'done' }],
    ] as const) {
      const res = await api(method, url, body, omkar.token);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.data.code).toBe('TASK_NOT_FOUND');
    }
    const done = await api('PUT', `/api/task/updateTaskStatus/${forOmkar._id}`, { status: 'done' }, omkar.token);
    expect(done.statusCode).toBe(200);
  });

  it('a manager cannot reach or hand out tasks outside their team', async () => {
    expect((await api('GET', `/api/task/getTaskById/${forFarhan._id}`, undefined, meena.token)).statusCode).toBe(404);
    const res = await api(
      'POST',
      '/api/task/create',
      { title: 'x', dueAt: '2026-05-03T10:00', assignee: farhan.id },
      meena.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.data.fields.assignee).toBe('Tasks can be given only to yourself or an active member of your team.');
    const options = await api('GET', '/api/task/getTaskFormOptions', undefined, meena.token);
    expect(options.data.assignees.map((a: { name: string }) => a.name)).toEqual(['Meena Manager', 'Omkar Exec']);
  });

  it('counts per member cover the manager’s team, members without tasks included', async () => {
    const res = await api('GET', '/api/task/getAllMembersStatusCounts?search=Scope:', undefined, meena.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.members).toEqual([
      {
        memberId: meena.id,
        name: 'Meena Manager',
        counts: { open: 1, in_progress: 0, done: 0, cancelled: 0 },
        overdue: 0,
        total: 1,
      },
      {
        memberId: omkar.id,
        name: 'Omkar Exec',
        counts: { open: 0, in_progress: 0, done: 1, cancelled: 0 },
        overdue: 0,
        total: 1,
      },
    ]);
  });

  it('lists a lead’s tasks in scope; an executive gets 404 for a lead that is not theirs', async () => {
    const own = await api('GET', `/api/task/getTasksByLeadId/${leadId}`, undefined, people.executive.token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.data.tasks.map((x: TaskRec) => x.title)).toEqual(['Send cost sheet']);
    const other = await api('GET', `/api/task/getTasksByLeadId/${leadId}`, undefined, omkar.token);
    expect(other.statusCode).toBe(404);
    const none = await api('GET', `/api/task/getTasksByLeadId/${crypto.randomUUID()}`);
    expect(none.statusCode).toBe(404);
  });
});

describe('tasks: Idempotency-Key', () => {
  it('a retried create with the same key makes one task; the same key for another request is a 409', async () => {
    const headers = { 'idempotency-key': 'phone-create-0001' };
    const body = { title: 'Idem: brochure', dueAt: '2026-05-04T12:00', assignee: omkar.id };
    const first = await api('POST', '/api/task/create', body, people.admin.token, headers);
    const again = await api('POST', '/api/task/create', body, people.admin.token, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.data.task._id).toBe(first.data.task._id);
    expect((await list('view=team&search=Idem:')).total).toBe(1);
    // Keys are per user: another person's key of the same text is their own.
    const manager = await api('POST', '/api/task/create', body, people.manager.token, headers);
    expect(manager.statusCode).toBe(400); // Omkar is not in Manoj's team, so this really ran
    const reused = await api('POST', '/api/task/create', { ...body, title: 'Other' }, people.admin.token, headers);
    expect(reused.statusCode).toBe(409);
    expect(reused.data.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('two sends of the same key at once still make one task', async () => {
    const headers = { 'idempotency-key': 'phone-create-race-1' };
    const body = { title: 'Idem: race', dueAt: '2026-05-04T12:00', assignee: omkar.id };
    const [a, b] = await Promise.all([
      api('POST', '/api/task/create', body, people.admin.token, headers),
      api('POST', '/api/task/create', body, people.admin.token, headers),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.data.task._id).toBe(b.data.task._id);
    expect((await list('view=team&search=Idem: race')).total).toBe(1);
  });

  it('a late retry of "mark done" does not undo a change made after it', async () => {
    const task = await addTask({ title: 'Idem: status', assignee: omkar.id });
    const url = `/api/task/updateTaskStatus/${task._id}`;
    const headers = { 'idempotency-key': 'phone-done-0001' };
    expect((await api('PUT', url, { status: 'done' }, omkar.token, headers)).statusCode).toBe(200);
    expect((await api('PUT', url, { status: 'in_progress' }, omkar.token)).statusCode).toBe(200);
    const retry = await api('PUT', url, { status: 'done' }, omkar.token, headers);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.data.task.status).toBe('in_progress');
  });

  it('refuses a key that is too short', async () => {
    const res = await api(
      'PUT',
      '/api/task/updateTaskStatus/00000000-0000-4000-8000-000000000000',
      { status: 'done' },
      omkar.token,
      {
        'idempotency-key': 'x',
      },
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('tasks: counts agree with the lists in India time', () => {
  let exec: TestUser;
  beforeAll(async () => {
    exec = await addMember(t, people.admin.token, { name: 'Gauri Exec', email: 'gauri@example.in', role: 2 });
    // Due times around India's midnight between 14 and 15 May 2026 (IST = UTC+5:30).
    const due = [
      ['Day: 14th 09:00', '2026-05-14T09:00', 'open'],
      ['Day: 14th 23:45', '2026-05-14T23:45', 'open'],
      ['Day: 15th 00:20', '2026-05-15T00:20', 'in_progress'],
      ['Day: 15th 23:55', '2026-05-15T23:55', 'open'],
      ['Day: 14th done', '2026-05-14T08:00', 'done'],
      ['Day: 16th cancelled', '2026-05-16T10:00', 'cancelled'],
    ] as const;
    for (const [title, dueAt, status] of due) await addTask({ title, dueAt, status, assignee: exec.id });
  });

  async function agree(query: string) {
    const counts = await api('GET', `/api/task/getStatusWiseCounts?${query}`, undefined, exec.token);
    expect(counts.statusCode, counts.body).toBe(200);
    for (const status of TASK_STATUSES) {
      expect(counts.data.counts[status], status).toBe((await list(`${query}&status=${status}`, exec.token)).total);
    }
    expect(counts.data.overdue).toBe((await list(`${query}&overdue=true`, exec.token)).total);
    expect(counts.data.total).toBe((await list(query, exec.token)).total);
    return counts.data as { counts: Record<string, number>; overdue: number; total: number };
  }

  it('at 00:10 IST on the 15th: the 23:45 task is overdue and belongs to the 14th, not the 15th', async () => {
    t.clock.now = new Date('2026-05-14T18:40:00Z'); // 15 May 00:10 IST
    expect(await agree('search=Day:')).toMatchObject({ total: 6, overdue: 2 });
    const today = await agree('search=Day:&from=2026-05-15&to=2026-05-15');
    expect(today).toMatchObject({ counts: { open: 1, in_progress: 1 }, overdue: 0, total: 2 });
    expect(titles((await list('search=Day:&overdue=true', exec.token)).tasks)).toEqual([
      'Day: 14th 09:00',
      'Day: 14th 23:45',
    ]);
  });

  it('at 23:50 IST on the 15th: everything due on the 15th but 23:55 is overdue', async () => {
    t.clock.now = new Date('2026-05-15T18:20:00Z'); // 15 May 23:50 IST
    expect(await agree('search=Day:&from=2026-05-15&to=2026-05-15')).toMatchObject({ overdue: 1, total: 2 });
    expect(await agree('search=Day:')).toMatchObject({ overdue: 3, total: 6 });
    const late = (await list('search=Day:&overdue=true', exec.token)).tasks;
    expect(late.every((x) => x.overdue)).toBe(true);
    t.clock.now = new Date('2026-05-01T06:30:00Z');
  });
});

describe('tasks: demo data', () => {
  it('spreads tasks over past and coming India days, some overdue and some done', async () => {
    t.clock.now = new Date('2026-05-16T04:00:00Z');
    await seedDemoTasks(t.app.appContext, { id: people.admin.id, name: 'Asha Admin' });
    const res = await api('GET', '/api/task/getStatusWiseCounts?view=team&search=the');
    expect(res.statusCode, res.body).toBe(200);
    const counts = res.data;
    expect(counts.total).toBeGreaterThanOrEqual(20);
    expect(counts.overdue).toBeGreaterThan(0);
    expect(counts.counts.done).toBeGreaterThan(0);
    expect(counts.counts.open).toBeGreaterThan(0);
    t.clock.now = new Date('2026-05-01T06:30:00Z');
  });
});
