import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  projectAliasInputSchema,
  projectAliasResultSchema,
  unmatchedProjectsQuerySchema,
  unmatchedProjectsSchema,
} from '../../../domain/schemas/lead-projects';
import type { AppContext } from '../../context';
import { actorOf, requires } from '../../plugins/access';
import { addProjectAlias, listUnmatchedProjects } from './service';

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
};
