import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backupFileParamSchema,
  backupOverviewSchema,
  backupRunStartedSchema,
  backupSettingsSchema,
  backupStatusSchema,
} from '../../../domain/schemas/backups';
import type { AppContext } from '../../context';
import { actorOf, requires } from '../../plugins/access';
import { backupOverview, backupStatus, openBackupDownload, runBackupNow, saveBackupSettings } from './service';

/**
 * Backups (decision 164), administrators only: the list with the schedule and retention, Run now,
 * download (audited) and the settings. The archives themselves are written by server/backup.
 */
export const backupRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['backups'];
  const config = requires('backups.manage');

  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        description:
          'The last backups (archives in the folder, failed and running runs), the schedule and retention, whether the last good backup is stale (older than 36 hours), and the secrets key fingerprint.',
        response: { 200: backupOverviewSchema },
      },
    },
    async () => backupOverview(ctx),
  );
  app.get(
    '/status',
    {
      config,
      schema: {
        tags,
        description: "The backup warning's state alone, for the dashboard.",
        response: { 200: backupStatusSchema },
      },
    },
    async () => backupStatus(ctx),
  );
  app.post(
    '/run',
    {
      config,
      schema: {
        tags,
        description:
          'Run now: starts a backup job (follow it at GET /api/jobs/{id}); while one is queued or running, that one is given back with started: false.',
        response: { 202: backupRunStartedSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return reply.code(202).send(await runBackupNow(ctx, { id: actor.id, name: actor.name }, request.ip));
    },
  );
  app.put(
    '/settings',
    {
      config,
      schema: {
        tags,
        description:
          'The daily time (HH:MM India time), how many to keep, monthly keeps and the second folder; the `settings` of GET /api/backups, sent back, is valid.',
        body: backupSettingsSchema,
        response: { 200: z.object({ settings: backupOverviewSchema.shape.settings, nextRunAt: z.string() }) },
      },
    },
    async (request) => saveBackupSettings(ctx, request.body, actorOf(request).id),
  );
  app.get(
    '/:file/download',
    {
      config,
      schema: {
        tags,
        description: 'Streams one finished archive; the download is recorded in the audit log.',
        params: backupFileParamSchema,
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const file = await openBackupDownload(ctx, request.params.file, { id: actor.id, name: actor.name }, request.ip);
      return reply
        .type('application/octet-stream')
        .header('content-length', String(file.bytes))
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
};
