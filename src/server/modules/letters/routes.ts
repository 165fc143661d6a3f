import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../domain/schemas/common';
import {
  issuedLetterSchema,
  issuedLetterSummarySchema,
  issueLetterInputSchema,
  letterQuerySchema,
} from '../../../domain/schemas/letter';
import type { AppContext } from '../../context';
import { currentUser, requires } from '../../plugins/access';
import { getLetter, issueLetter, listLetters } from './service';

const letterResponse = z.object({ letter: issuedLetterSchema });

/** Letters issued to flat buyers: save one as issued, list a buyer's, reopen one. */
export const letterRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['letters'];
  const config = requires('letters.use');
  app.post(
    '/letters',
    { config, schema: { tags, body: issueLetterInputSchema, response: { 201: letterResponse } } },
    async (request, reply) =>
      reply.status(201).send({ letter: await issueLetter(deps, request.body, currentUser(request)) }),
  );
  app.get(
    '/letters',
    {
      config,
      schema: {
        tags,
        querystring: letterQuerySchema,
        response: { 200: z.object({ letters: z.array(issuedLetterSummarySchema) }) },
      },
    },
    async (request) => ({ letters: await listLetters(deps, request.query) }),
  );
  app.get(
    '/letters/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: letterResponse } } },
    async (request) => ({ letter: await getLetter(deps, request.params.id) }),
  );
};
