import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { branchInputSchema, branchSchema } from '../../../domain/schemas/branch';
import { idParamSchema, messageSchema } from '../../../domain/schemas/common';
import type { AppContext } from '../../context';
import { requires } from '../../plugins/access';
import { createBranch, deleteBranch, listBranches, updateBranch } from './service';

const branchResponse = z.object({ branch: branchSchema });

export const branchRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['branches'];
  app.post(
    '/create',
    {
      config: requires('masters.manage'),
      schema: { tags, body: branchInputSchema, response: { 201: branchResponse } },
    },
    async (request, reply) => reply.status(201).send({ branch: await createBranch(deps, request.body) }),
  );
  app.get(
    '/getAllBranch',
    {
      config: requires('masters.view'),
      schema: { tags, response: { 200: z.object({ branches: z.array(branchSchema) }) } },
    },
    async () => ({ branches: await listBranches(deps) }),
  );
  app.put(
    '/updateBranch/:id',
    {
      config: requires('masters.manage'),
      schema: { tags, params: idParamSchema, body: branchInputSchema, response: { 200: branchResponse } },
    },
    async (request) => ({ branch: await updateBranch(deps, request.params.id, request.body) }),
  );
  app.delete(
    '/deleteBranch/:id',
    { config: requires('masters.manage'), schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => deleteBranch(deps, request.params.id),
  );
};
