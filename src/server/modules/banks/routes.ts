import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bankInputSchema, bankSchema } from '../../../domain/schemas/bank';
import { idParamSchema, messageSchema } from '../../../domain/schemas/common';
import type { AppContext } from '../../context';
import { requires } from '../../plugins/access';
import { createBank, deleteBank, listBanks, updateBank } from './service';

const bankResponse = z.object({ bank: bankSchema });

export const bankRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['banks'];
  app.post(
    '/createBank',
    { config: requires('masters.manage'), schema: { tags, body: bankInputSchema, response: { 201: bankResponse } } },
    async (request, reply) => reply.status(201).send({ bank: await createBank(deps, request.body) }),
  );
  app.get(
    '/getAllBanks',
    {
      config: requires('masters.view'),
      schema: { tags, response: { 200: z.object({ banks: z.array(bankSchema) }) } },
    },
    async () => ({ banks: await listBanks(deps) }),
  );
  app.put(
    '/updateBank/:id',
    {
      config: requires('masters.manage'),
      schema: { tags, params: idParamSchema, body: bankInputSchema, response: { 200: bankResponse } },
    },
    async (request) => ({ bank: await updateBank(deps, request.params.id, request.body) }),
  );
  app.delete(
    '/deleteBank/:id',
    { config: requires('masters.manage'), schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => deleteBank(deps, request.params.id),
  );
};
