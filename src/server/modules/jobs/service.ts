import { can } from '../../../domain/permissions';
import type { JobListQuery, JobView } from '../../../domain/schemas/job';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/access';

// Another person's job answers 404, the same as a missing one: its existence is private.
const missing = () => notFound('That job does not exist. Finished jobs are deleted after 30 days.');

const mayManage = (user: AuthUser) => can(user.role, 'jobs.manage');

async function visibleJob(ctx: AppContext, id: string, user: AuthUser): Promise<JobView> {
  const job = await ctx.jobs.get(id);
  if (!job || (!mayManage(user) && job.createdBy?._id !== user.id)) throw missing();
  return job;
}

export const getJob = (ctx: AppContext, id: string, user: AuthUser) => visibleJob(ctx, id, user);

export const listJobs = (ctx: AppContext, query: JobListQuery) => ctx.jobs.list(query);

export async function cancelJob(ctx: AppContext, id: string, user: AuthUser): Promise<JobView> {
  await visibleJob(ctx, id, user);
  const outcome = await ctx.jobs.cancel(id);
  if (!outcome) throw missing();
  if (!outcome.changed && outcome.job.status !== 'cancelled') {
    throw conflict(
      `This job has already ${outcome.job.status === 'failed' ? 'failed' : 'finished'}; there is nothing to cancel.`,
      'JOB_FINISHED',
    );
  }
  return outcome.job;
}

export async function retryJob(ctx: AppContext, id: string): Promise<JobView> {
  const outcome = await ctx.jobs.retry(id);
  if (!outcome) throw missing();
  if (!outcome.changed) throw conflict('Only a failed job can be retried.', 'JOB_NOT_FAILED');
  return outcome.job;
}
