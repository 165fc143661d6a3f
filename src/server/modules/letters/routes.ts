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
import { issuedLetterPdf } from './letter-pdf';
import { getLetter, issueLetter, listLetters } from './service';

const letterResponse = z.object({ letter: issuedLetterSchema });

/** Letters issued to flat buyers: save one as issued, list a buyer's, reopen one, download its PDF. */
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
  app.get(
    '/letters/:id/pdf',
    {
      config,
      schema: {
        tags,
        description:
          'An issued demand letter or payment receipt as an A4 PDF made on the server, from its fields as issued (409 for the other letters).',
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      const pdf = await issuedLetterPdf(deps, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf.bytes);
    },
  );
};
