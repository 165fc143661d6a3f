import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogQuerySchema, auditLogSchema } from '../../../domain/schemas/person-data';
import type { AppContext } from '../../context';
import { requires } from '../../plugins/access';
import { listAuditLog } from './service';

/** The audit log: backups downloaded, personal data exported or erased (administrators). */
export const auditLogRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/audit-log',
    {
      config: requires('audit.view'),
      schema: { tags: ['audit'], querystring: auditLogQuerySchema, response: { 200: auditLogSchema } },
    },
    async (request) => listAuditLog(ctx, request.query),
  );
};
