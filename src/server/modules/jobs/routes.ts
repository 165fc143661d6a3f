import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../domain/schemas/common';
import { jobListQuerySchema, jobListSchema, jobViewSchema } from '../../../domain/schemas/job';
import type { AppContext } from '../../context';
import { currentUser, requires } from '../../plugins/access';
import { cancelJob, getJob, listJobs, retryJob } from './service';

const jobResponse = z.object({ job: jobViewSchema });

/** Background jobs: their owner follows one; administrators see, retry and cancel all. */
export const jobRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['jobs'];
  const own = requires('self.use');
  const manage = requires('jobs.manage');

  app.get(
    '/',
    { config: manage, schema: { tags, querystring: jobListQuerySchema, response: { 200: jobListSchema } } },
    async (request) => {
      const { jobs, total } = await listJobs(ctx, request.query);
      return { jobs, total, page: request.query.page, limit: request.query.limit };
    },
  );
  app.get(
    '/:id',
    { config: own, schema: { tags, params: idParamSchema, response: { 200: jobResponse } } },
    async (request) => ({ job: await getJob(ctx, request.params.id, currentUser(request)) }),
  );
  app.post(
    '/:id/cancel',
    { config: own, schema: { tags, params: idParamSchema, response: { 200: jobResponse } } },
    async (request) => ({ job: await cancelJob(ctx, request.params.id, currentUser(request)) }),
  );
  app.post(
    '/:id/retry',
    { config: manage, schema: { tags, params: idParamSchema, response: { 200: jobResponse } } },
    async (request) => ({ job: await retryJob(ctx, request.params.id) }),
  );
};
