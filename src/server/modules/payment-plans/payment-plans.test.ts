import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

let t: TestApp;
let people: TestUsers;
let projectId = '';
let otherProjectId = '';
beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
  t.clock.now = new Date('2026-06-15T20:00:00Z');
  const project = (name: string) =>
    call(t.app, 'POST', '/api/projects', {
      token: people.admin.token,
      body: { name, city: 'Pune', state: 'Maharashtra' },
    });
  projectId = (await project('Plan Heights')).data._id;
  otherProjectId = (await project('Plan Meadows')).data._id;
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(t.app, method, url, { token: people.admin.token, body });

const stage = (name: string, percent: number, stageName = name) => ({
  name,
  trigger: 'stage',
  stage: stageName,
  percent,
});
const clp = () => ({
  projectId,
  name: 'Construction linked',
  kind: 'construction_linked',
  milestones: [
    { name: 'Booking', trigger: 'booking', percent: 10 },
    { name: 'Agreement', trigger: 'agreement', percent: 10 },
    stage('Plinth', 15),
    stage('Slab 1', 12.5),
    stage('Slab 2', 12.5),
    stage('Brickwork', 15),
    stage('Flooring', 15),
    stage('Possession', 10),
  ],
});

describe('payment plans', () => {
  it('creates a plan whose percentages make 100%, in basis points, stages by key', async () => {
    const res = await admin('POST', '/api/payment-plans', {
      ...clp(),
      milestones: clp().milestones.map((m) => (m.name === 'Slab 1' ? { ...m, stage: '  SLAB   1 ' } : m)),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data).toMatchObject({
      projectId,
      projectName: 'Plan Heights',
      kind: 'construction_linked',
      parkingSplit: 'pro_rata',
      archived: false,
      bookingCount: 0,
    });
    expect(res.data.milestones.map((m: { percent: number }) => m.percent)).toEqual([
      10, 10, 15, 12.5, 12.5, 15, 15, 10,
    ]);
    expect(res.data.milestones[3]).toEqual({
      name: 'Slab 1',
      trigger: 'stage',
      // Kept as the key "slab 1" (towers match it), shown in the usual stage's words.
      stage: 'Slab 1',
      dueOn: null,
      dueAfterDays: null,
      percent: 12.5,
      parkingPercent: null,
      locationPercent: null,
    });
    const list = await admin('GET', `/api/payment-plans?projectId=${projectId}`);
    expect(list.data.plans.map((p: { name: string }) => p.name)).toEqual(['Construction linked']);
    expect((await admin('GET', `/api/payment-plans?projectId=${otherProjectId}`)).data.plans).toEqual([]);
  });

  it('refuses percentages that miss 100%, saying by how much, and changes nothing', async () => {
    const short = clp();
    short.milestones[7] = stage('Possession', 4.75);
    const res = await admin('POST', '/api/payment-plans', { ...short, name: 'Short' });
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toBe('The milestones add up to 94.75%: 5.25% short of 100%.');
    expect(res.data.fields.milestones).toBe(res.data.message);
    const over = clp();
    over.milestones[0] = { name: 'Booking', trigger: 'booking', percent: 10.01 };
    const overRes = await admin('POST', '/api/payment-plans', { ...over, name: 'Over' });
    expect(overRes.data.message).toBe('The milestones add up to 100.01%: 0.01% more than 100%.');
    const list = await admin('GET', `/api/payment-plans?projectId=${projectId}`);
    expect(list.data.plans).toHaveLength(1);
  });

  it('checks each trigger has what it needs and the charge shares add up on their own', async () => {
    const res = await admin('POST', '/api/payment-plans', {
      projectId,
      name: 'Broken',
      kind: 'down_payment',
      parkingSplit: 'milestones',
      milestones: [
        { name: 'Booking', trigger: 'booking', percent: 10, parkingPercent: 50 },
        { name: 'Balance', trigger: 'days_after_booking', percent: 80, parkingPercent: 40 },
        { name: 'On 1 Jan', trigger: 'date', percent: 5, dueOn: '2027-01-01' },
        { name: 'Plinth', trigger: 'stage', percent: 5 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.fields).toMatchObject({
      'milestones.1.dueAfterDays': 'Say how many days after booking “Balance” falls due.',
      'milestones.2.trigger': 'Fixed dates belong to a time-linked plan; choose that kind or another trigger.',
      'milestones.3.stage': 'Name the construction stage of “Plinth”.',
    });
    const shares = await admin('POST', '/api/payment-plans', {
      projectId,
      name: 'Down payment',
      kind: 'down_payment',
      parkingSplit: 'milestones',
      milestones: [
        { name: 'Booking', trigger: 'booking', percent: 10, parkingPercent: 50 },
        { name: 'Balance', trigger: 'days_after_booking', dueAfterDays: 45, percent: 85, parkingPercent: 40 },
        { name: 'Possession', trigger: 'stage', stage: 'Possession', percent: 5 },
      ],
    });
    expect(shares.data.message).toBe('The parking shares add up to 90%: 10% short of 100%.');
  });

  it('refuses a second plan of the same name in the project (any case), and a plan moved to another project', async () => {
    const dup = await admin('POST', '/api/payment-plans', { ...clp(), name: 'CONSTRUCTION LINKED' });
    expect(dup.statusCode).toBe(409);
    expect(dup.data.message).toBe('The project already has a plan named “CONSTRUCTION LINKED”; choose another name.');
    const elsewhere = await admin('POST', '/api/payment-plans', { ...clp(), projectId: otherProjectId });
    expect(elsewhere.statusCode).toBe(201);
    const [plan] = (await admin('GET', `/api/payment-plans?projectId=${projectId}`)).data.plans;
    const moved = await admin('PUT', `/api/payment-plans/${plan._id}`, { ...plan, projectId: otherProjectId });
    expect(moved.statusCode).toBe(400);
    expect(moved.data.message).toBe('A plan stays in its project; make a new plan for the other project.');
  });

  it('edits the milestones whole (reordered, removed), archives and deletes', async () => {
    const created = await admin('POST', '/api/payment-plans', {
      projectId,
      name: 'Time linked',
      kind: 'time_linked',
      locationSplit: 'milestones',
      milestones: [
        { name: 'Booking', trigger: 'booking', percent: 20, locationPercent: 100 },
        { name: 'March', trigger: 'date', dueOn: '2027-03-31', percent: 40 },
        { name: 'September', trigger: 'date', dueOn: '2027-09-30', percent: 40 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.data;
    const backwards = await admin('PUT', `/api/payment-plans/${plan._id}`, {
      ...plan,
      milestones: [plan.milestones[0], plan.milestones[2], plan.milestones[1]],
    });
    expect(backwards.data.fields['milestones.2.dueOn']).toBe(
      'Dates must not go back: put the milestones in date order.',
    );
    const edited = await admin('PUT', `/api/payment-plans/${plan._id}`, {
      ...plan,
      archived: true,
      milestones: [
        { ...plan.milestones[0], percent: 60 },
        { ...plan.milestones[2], name: 'September', percent: 40 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.data.archived).toBe(true);
    expect(edited.data.milestones.map((m: { name: string; percent: number }) => [m.name, m.percent])).toEqual([
      ['Booking', 60],
      ['September', 40],
    ]);
    const live = await admin('GET', `/api/payment-plans?projectId=${projectId}&archived=false`);
    expect(live.data.plans.map((p: { name: string }) => p.name)).toEqual(['Construction linked']);
    const gone = await admin('DELETE', `/api/payment-plans/${plan._id}`);
    expect(gone.data.message).toBe('Payment plan “Time linked” deleted.');
    expect((await admin('GET', `/api/payment-plans/${plan._id}`)).statusCode).toBe(404);
  });

  it('lets a manager read plans but not change them', async () => {
    const read = await call(t.app, 'GET', `/api/payment-plans?projectId=${projectId}`, { token: people.manager.token });
    expect(read.statusCode).toBe(200);
    const write = await call(t.app, 'POST', '/api/payment-plans', { token: people.manager.token, body: clp() });
    expect(write.statusCode).toBe(403);
  });
});
