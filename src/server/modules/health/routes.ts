import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { publicRoute } from '../../plugins/access';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), state: z.enum(['up', 'down']), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
});

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database }) => {
  app.get(
    '/health',
    { config: publicRoute, schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const started = performance.now();
      const state = await database.ping().then(
        () => 'up' as const,
        () => 'down' as const,
      );
      const body = {
        status: state === 'up' ? ('ok' as const) : ('degraded' as const),
        database: { kind: database.kind, state, latencyMs: Math.round((performance.now() - started) * 10) / 10 },
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.status(state === 'up' ? 200 : 503).send(body);
    },
  );
};
