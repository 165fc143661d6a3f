import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { jobsHousekeeping } from '../../jobs/housekeeping-job';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

let t: TestApp;
let people: TestUsers;
beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
});
afterAll(() => t.close());

const enqueue = (createdBy: string | null, key?: string) =>
  t.app.appContext.jobs.enqueue(
    t.app.appContext.db,
    jobsHousekeeping,
    { olderThanDays: 30 },
    {
      createdBy,
      ...(key ? { idempotencyKey: key } : {}),
    },
  );

describe('jobs API', () => {
  it('shows a job to its owner and to administrators, and answers 404 to anyone else', async () => {
    const { id } = await enqueue(people.manager.id);
    const mine = await call(t.app, 'GET', `/api/jobs/${id}`, { token: people.manager.token });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.data.job).toMatchObject({
      _id: id,
      kind: 'jobs.housekeeping',
      status: 'queued',
      progress: { done: 0, total: null, message: null },
      createdBy: { _id: people.manager.id, name: 'Manoj Manager' },
    });
    expect((await call(t.app, 'GET', `/api/jobs/${id}`, { token: people.admin.token })).statusCode).toBe(200);
    const other = await call(t.app, 'GET', `/api/jobs/${id}`, { token: people.executive.token });
    expect(other.statusCode).toBe(404);
    expect(other.data.message).toMatch(/does not exist/);
    expect((await call(t.app, 'POST', `/api/jobs/${id}/cancel`, { token: people.executive.token })).statusCode).toBe(
      404,
    );
  });

  it('lets the owner cancel a queued job, and refuses to cancel a finished one', async () => {
    const { id } = await enqueue(people.executive.id);
    const res = await call(t.app, 'POST', `/api/jobs/${id}/cancel`, { token: people.executive.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.job.status).toBe('cancelled');
    const again = await call(t.app, 'POST', `/api/jobs/${id}/cancel`, { token: people.executive.token });
    expect(again.statusCode).toBe(200);

    const done = await enqueue(people.executive.id, 'finished');
    await t.app.appContext.jobs.drain();
    const late = await call(t.app, 'POST', `/api/jobs/${done.id}/cancel`, { token: people.executive.token });
    expect(late.statusCode).toBe(409);
    expect(late.data).toMatchObject({ code: 'JOB_FINISHED', message: expect.stringMatching(/nothing to cancel/) });
  });

  it('lists recent jobs for administrators, filtered and paged, and retries a failed one', async () => {
    const { id } = await enqueue(null, 'to-fail');
    await t.database.db
      .update(jobs)
      .set({ status: 'failed', attempts: 3, error: 'Connection refused', finishedAt: new Date() })
      .where(eq(jobs.id, id));
    const failed = await call(t.app, 'GET', '/api/jobs?status=failed', { token: people.admin.token });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.data).toMatchObject({ total: 1, page: 1, limit: 25 });
    expect(failed.data.jobs[0]).toMatchObject({ _id: id, error: 'Connection refused', createdBy: null });

    const paged = await call(t.app, 'GET', '/api/jobs?kind=jobs.housekeeping&limit=1&page=2', {
      token: people.admin.token,
    });
    expect(paged.data.jobs).toHaveLength(1);
    expect(paged.data.total).toBeGreaterThanOrEqual(4);

    const bad = await call(t.app, 'GET', '/api/jobs?status=exploded', { token: people.admin.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.message).not.toMatch(/one of/);

    const retried = await call(t.app, 'POST', `/api/jobs/${id}/retry`, { token: people.admin.token });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.data.job).toMatchObject({ status: 'queued', attempts: 0, error: null });
    const twice = await call(t.app, 'POST', `/api/jobs/${id}/retry`, { token: people.admin.token });
    expect(twice.statusCode).toBe(409);
    await t.app.appContext.jobs.drain();
    expect((await call(t.app, 'GET', `/api/jobs/${id}`, { token: people.admin.token })).data.job.status).toBe(
      'succeeded',
    );
  });
});
