import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../domain/schemas/common';
import { kycAccessLogQuerySchema, kycAccessLogSchema } from '../../../domain/schemas/file';
import type { AppContext } from '../../context';
import { currentUser, requires } from '../../plugins/access';
import { contentDisposition, listAccessLog, openFile } from './service';

const inlineTypes = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp']);

export const fileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  // Every signed-in role reaches the route; the file's own read capability decides (403 otherwise).
  app.get(
    '/files/:id',
    {
      config: requires('self.use'),
      schema: {
        tags: ['files'],
        params: idParamSchema,
        querystring: z.object({ download: z.enum(['0', '1']).optional() }),
      },
    },
    async (request, reply) => {
      const { file, stream } = await openFile(deps, request.params.id, currentUser(request), request.ip);
      const inline = request.query.download !== '1' && inlineTypes.has(file.mimeType);
      return reply
        .header('Content-Type', file.mimeType)
        .header('Content-Length', file.sizeBytes)
        .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.originalName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );

  app.get(
    '/kyc-access-log',
    {
      config: requires('kyc.audit'),
      schema: {
        tags: ['files'],
        querystring: kycAccessLogQuerySchema,
        response: { 200: kycAccessLogSchema },
      },
    },
    async (request) => listAccessLog(deps, request.query.page, request.query.pageSize),
  );
};
