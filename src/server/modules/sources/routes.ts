import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, messageSchema } from '../../../domain/schemas/common';
import { sourceInputSchema, sourceSchema } from '../../../domain/schemas/source';
import type { AppContext } from '../../context';
import { requires } from '../../plugins/access';
import { createSource, deleteSource, listSources, updateSource } from './service';

const sourceResponse = z.object({ source: sourceSchema });

export const sourceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['sources'];
  app.post(
    '/create',
    {
      config: requires('masters.manage'),
      schema: { tags, body: sourceInputSchema, response: { 201: sourceResponse } },
    },
    async (request, reply) => reply.status(201).send({ source: await createSource(deps, request.body) }),
  );
  app.get(
    '/getAllSource',
    {
      config: requires('masters.view'),
      schema: {
        tags,
        description: 'All sources; `active=true` gives only those offered for new leads.',
        querystring: z.object({ active: z.enum(['true', 'false']).optional() }),
        response: { 200: z.object({ sources: z.array(sourceSchema) }) },
      },
    },
    async (request) => ({
      sources: await listSources(
        deps,
        request.query.active === undefined ? undefined : request.query.active === 'true',
      ),
    }),
  );
  app.put(
    '/updateSource/:id',
    {
      config: requires('masters.manage'),
      schema: { tags, params: idParamSchema, body: sourceInputSchema, response: { 200: sourceResponse } },
    },
    async (request) => ({ source: await updateSource(deps, request.params.id, request.body) }),
  );
  app.delete(
    '/deleteSource/:id',
    { config: requires('masters.manage'), schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => deleteSource(deps, request.params.id),
  );
};
