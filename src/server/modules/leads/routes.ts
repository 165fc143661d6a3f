import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { istDate } from '../../../domain/india-date';
import { activityListSchema, activityQuerySchema } from '../../../domain/schemas/activity';
import { idParamSchema, messageSchema } from '../../../domain/schemas/common';
import {
  binQuerySchema,
  leadAssignSchema,
  leadCreateSchema,
  leadHistoryListSchema,
  leadIdsBodySchema,
  leadListSchema,
  leadOptionsSchema,
  leadQuerySchema,
  leadSchema,
  leadStatusUpdateSchema,
  leadUpdateSchema,
  reassignIdleSchema,
} from '../../../domain/schemas/lead';
import type { AppContext } from '../../context';
import { bulkDownloadCompression } from '../../lib/bulk-compress';
import { keyedSchema, keyedWrite } from '../../lib/idempotency';
import { actorOf, requires } from '../../plugins/access';
import { getLead, listActivities, listLeadHistory } from '../lead-records/public';
import { moveAllToRecycleBin, moveToRecycleBin, purgeLead, restoreLead } from './bin-service';
import { exportLeadsCsv } from './csv-export';
import { reassignIdleLeads } from './idle';
import { leadOptions } from './refs';
import { assignLeads, createLeadOnce, listLeads, updateLead, updateLeadStatus } from './service';

const one = z.object({ lead: leadSchema });

/** Leads under /api/lead. `leads.own` routes show an executive only their own leads. */
export const leadRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['leads'];
  const own = requires('leads.own');
  const view = requires('leads.view');
  const manage = requires('leads.manage');

  app.post(
    '/create',
    {
      config: own,
      schema: keyedSchema({
        tags,
        description:
          "Adds a lead; a mobile already on a live lead is a 409 naming it. An executive (the phone app's walk-in) adds leads only for themselves: the lead is assigned to them and naming another assignee is a 400.",
        body: leadCreateSchema,
        response: { 201: one },
      }),
    },
    async (request, reply) => {
      const { lead } = await keyedWrite(request, reply, (key) =>
        createLeadOnce(deps, request.body, actorOf(request), key),
      );
      return reply.status(201).send({ lead });
    },
  );
  app.get(
    '/getLeads',
    {
      config: own,
      schema: {
        tags,
        description: 'Newest first. `from`/`to` are created dates (yyyy-mm-dd, India time, inclusive).',
        querystring: leadQuerySchema,
        response: { 200: leadListSchema },
      },
    },
    async (request) => listLeads(deps, actorOf(request), request.query),
  );
  app.get(
    '/getLeadById/:id',
    { config: own, schema: { tags, params: idParamSchema, response: { 200: one } } },
    async (request) => ({ lead: await getLead(deps.db, actorOf(request), request.params.id) }),
  );
  app.put(
    '/update/:id',
    { config: manage, schema: { tags, params: idParamSchema, body: leadUpdateSchema, response: { 200: one } } },
    async (request) => ({ lead: await updateLead(deps, request.params.id, request.body, actorOf(request)) }),
  );
  app.put(
    '/updateLeadStatus/:id',
    {
      config: own,
      schema: { tags, params: idParamSchema, body: leadStatusUpdateSchema, response: { 200: one } },
    },
    async (request) => ({
      lead: await updateLeadStatus(deps, request.params.id, request.body, actorOf(request)),
    }),
  );
  app.put(
    '/assign',
    {
      config: manage,
      schema: {
        tags,
        body: leadAssignSchema,
        response: { 200: messageSchema.extend({ updated: z.number() }) },
      },
    },
    async (request) => assignLeads(deps, request.body, actorOf(request)),
  );
  app.post(
    '/reassignIdle',
    {
      config: requires('leadRules.manage'),
      schema: {
        tags,
        description: 'Reassigns every idle lead (getLeads?idle=true): to `assignedTo`, or by the assignment rules.',
        body: reassignIdleSchema,
        response: { 200: messageSchema.extend({ updated: z.number(), left: z.number() }) },
      },
    },
    async (request) => reassignIdleLeads(deps, request.body.assignedTo, actorOf(request)),
  );
  app.get(
    '/getLeadHistoryByLeadId/:id',
    { config: own, schema: { tags, params: idParamSchema, response: { 200: leadHistoryListSchema } } },
    async (request) => {
      await getLead(deps.db, actorOf(request), request.params.id);
      return { history: await listLeadHistory(deps.db, request.params.id) };
    },
  );
  app.get(
    '/getActivitiesByLeadId/:id',
    {
      config: own,
      schema: {
        tags,
        description: "The lead's timeline, newest first; `kind` keeps one kind of activity.",
        params: idParamSchema,
        querystring: activityQuerySchema,
        response: { 200: activityListSchema },
      },
    },
    async (request) => {
      await getLead(deps.db, actorOf(request), request.params.id);
      return listActivities(deps.db, request.params.id, request.query);
    },
  );
  app.put(
    '/moveToRecycleBin/:id',
    { config: manage, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => moveToRecycleBin(deps, request.params.id, actorOf(request)),
  );
  app.put(
    '/moveAllLeadsToRecycleBin',
    {
      config: manage,
      schema: { tags, body: leadIdsBodySchema, response: { 200: messageSchema.extend({ moved: z.number() }) } },
    },
    async (request) => moveAllToRecycleBin(deps, request.body.leadIds, actorOf(request)),
  );
  app.get(
    '/getRecycleBinsLeads',
    { config: manage, schema: { tags, querystring: binQuerySchema, response: { 200: leadListSchema } } },
    async (request) => listLeads(deps, actorOf(request), request.query, true),
  );
  app.put(
    '/restoreLead/:id',
    { config: manage, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => restoreLead(deps, request.params.id, actorOf(request)),
  );
  app.delete(
    '/deleteLead/:id',
    {
      config: manage,
      schema: {
        tags,
        description: 'Permanent. Only a lead in the recycle bin (409 otherwise).',
        params: idParamSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => purgeLead(deps, request.params.id, actorOf(request)),
  );
  app.get(
    '/exportLeadsCSV',
    {
      config: view,
      compress: bulkDownloadCompression,
      schema: {
        tags,
        description: 'text/csv (UTF-8 with BOM) of the leads the getLeads filters select, without paging.',
        querystring: leadQuerySchema.omit({ page: true, pageSize: true }),
      },
    },
    async (request, reply) => {
      const day = istDate(deps.clock());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(await exportLeadsCsv(deps, actorOf(request), request.query));
    },
  );
  app.get(
    '/getLeadFormOptions',
    {
      config: view,
      schema: {
        tags,
        description: 'Sources, branches and the active members a lead can be assigned to, for the lead screens.',
        response: { 200: leadOptionsSchema },
      },
    },
    async () => leadOptions(deps.db),
  );
};
