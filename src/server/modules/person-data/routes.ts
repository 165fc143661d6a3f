import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../domain/schemas/common';
import {
  consentSourceSchema,
  personEraseResultSchema,
  personEraseSchema,
  personQuerySchema,
  personSummarySchema,
} from '../../../domain/schemas/person-data';
import type { AppContext } from '../../context';
import { actorOf, currentUser, requires } from '../../plugins/access';
import { consentAndSource } from './consent-source';
import { erasePerson } from './erase';
import { exportPerson } from './export';
import { personOf } from './match';
import { summarisePerson } from './summary';

/** A person's data on request (docs/personal-data.md): find, export, erase; and a lead's consent and source. */
export const personDataRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['person-data'];
  const requests = requires('people.data_requests');

  app.get(
    '/person-data',
    {
      config: requests,
      schema: {
        tags,
        description: 'What is held about the person with this mobile and/or email, and what an erasure would keep.',
        querystring: personQuerySchema,
        response: { 200: personSummarySchema },
      },
    },
    async (request) => summarisePerson(ctx.db, personOf(request.query)),
  );
  app.get(
    '/person-data/export',
    {
      config: requests,
      schema: {
        tags,
        description:
          'application/zip: one JSON file per kind of record and the person’s files. Recorded in the audit log.',
        querystring: personQuerySchema,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { fileName, stream } = await exportPerson(ctx, personOf(request.query), user, request.ip);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
  app.post(
    '/person-data/erase',
    {
      config: requests,
      schema: { tags, body: personEraseSchema, response: { 200: personEraseResultSchema } },
    },
    async (request) => erasePerson(ctx, personOf(request.body), currentUser(request), request.ip),
  );
  app.get(
    '/lead/:id/consent-source',
    {
      config: requires('leads.own'),
      schema: { tags, params: idParamSchema, response: { 200: consentSourceSchema } },
    },
    async (request) => consentAndSource(ctx, request.params.id, actorOf(request)),
  );
};
