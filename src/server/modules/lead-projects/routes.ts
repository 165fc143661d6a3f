import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, messageSchema } from '../../../domain/schemas/common';
import {
  projectAliasInputSchema,
  projectAliasListSchema,
  projectAliasResultSchema,
  unmatchedProjectsQuerySchema,
  unmatchedProjectsSchema,
} from '../../../domain/schemas/lead-projects';
import type { AppContext } from '../../context';
import { actorOf, requires } from '../../plugins/access';
import { addProjectAlias, listProjectAliases, listUnmatchedProjects, removeProjectAlias } from './service';

/** Project texts of leads that matched no project, and mapping them (decision 184). Prefix /api/projects. */
export const leadProjectRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['projects'];
  app.get(
    '/unmatched',
    {
      config: requires('projects.mapLeads'),
      schema: {
        tags,
        description:
          'Distinct project texts of live leads that name no project (case and spaces ignored), most leads first.',
        querystring: unmatchedProjectsQuerySchema,
        response: { 200: unmatchedProjectsSchema },
      },
    },
    async (request) => listUnmatchedProjects(deps, request.query),
  );
  app.post(
    '/aliases',
    {
      config: requires('projects.mapLeads'),
      schema: {
        tags,
        description:
          'Maps a project text to a project: the text (in any case and spacing) becomes an alias of the project and every lead with it and no project is matched. The leads keep their text.',
        body: projectAliasInputSchema,
        response: { 201: projectAliasResultSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await addProjectAlias(deps, request.body, actorOf(request))),
  );
  app.get(
    '/:id/aliases',
    {
      config: requires('projects.mapLeads'),
      schema: {
        tags,
        description: "A project's aliases: other texts (in any case and spacing) that name it, oldest first.",
        params: idParamSchema,
        response: { 200: projectAliasListSchema },
      },
    },
    async (request) => listProjectAliases(deps, request.params.id),
  );
  app.delete(
    '/aliases/:id',
    {
      config: requires('projects.mapLeads'),
      schema: {
        tags,
        description:
          'Removes an alias: its text names no project from now on. Leads it already matched keep their project and their text.',
        params: idParamSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => removeProjectAlias(deps, request.params.id),
  );
};
