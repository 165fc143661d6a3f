import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  leadStatusCountsQuerySchema,
  leadStatusCountsSchema,
  memberLeadStatusCountsQuerySchema,
  memberLeadStatusCountsSchema,
} from '../../../domain/schemas/lead-counts';
import type { AppContext } from '../../context';
import { actorOf, requires } from '../../plugins/access';
import { memberStatusCounts, overallStatusCounts } from './service';

/** Lead counts per status under /api/lead, beside the leads module's own routes. */
export const leadCountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['leads'];

  app.get(
    '/getOverallLeadStatusCounts',
    {
      config: requires('leads.own'),
      schema: {
        tags,
        description:
          'Live leads per status for the same filters as getLeads (without status, sort and paging); every status is present. An executive counts their own leads.',
        querystring: leadStatusCountsQuerySchema,
        response: { 200: leadStatusCountsSchema },
      },
    },
    async (request) => overallStatusCounts(deps, actorOf(request), request.query),
  );
  app.get(
    '/getAllMembersLeadStatusCounts',
    {
      config: requires('leads.view'),
      schema: {
        tags,
        description:
          'Live leads per status for each member (and "unassigned"), with the getLeads filters except assignedTo; the rows add up to getOverallLeadStatusCounts.',
        querystring: memberLeadStatusCountsQuerySchema,
        response: { 200: memberLeadStatusCountsSchema },
      },
    },
    async (request) => memberStatusCounts(deps, actorOf(request), request.query),
  );
};
