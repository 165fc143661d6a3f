import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchAnswerSchema, searchQuerySchema } from '../../../domain/schemas/search';
import type { AppContext } from '../../context';
import { actorOf, requires } from '../../plugins/access';
import { search } from './service';

/** GET /api/search?q=: the header's search box over leads, contacts, flat buyers, quotations and invoices. */
export const searchRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  app.get(
    '/search',
    {
      config: requires('search.use'),
      schema: {
        tags: ['search'],
        description:
          'At most 8 results of each kind the viewer may list (an executive: their own leads only), exact matches first, then those starting with the term, then a word in them, then anywhere. A mobile may be written any way (+91 98220 12345).',
        querystring: searchQuerySchema,
        response: { 200: searchAnswerSchema },
      },
    },
    async (request) => search(deps.db, request.query.q, actorOf(request)),
  );
};
