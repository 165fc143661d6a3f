import type { FastifyReply } from 'fastify';
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
import { actorOf, publicRoute, requires } from '../../plugins/access';
import { createDownloadLinks } from './download-links';
import {
  backupOverview,
  backupStatus,
  issueBackupDownloadLink,
  openBackupDownload,
  openLinkedBackupDownload,
  runBackupNow,
  saveBackupSettings,
} from './service';

/**
 * Backups (decision 164), administrators only: the list with the schedule and retention, Run now,
 * download (audited) and the settings. The archives themselves are written by server/backup.
 */
export const backupRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['backups'];
  const config = requires('backups.manage');
  const links = createDownloadLinks(ctx.clock);

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
      return sendArchive(reply, file);
    },
  );
  app.post(
    '/:file/download-link',
    {
      config,
      schema: {
        tags,
        description:
          'A one-time link to the archive, valid for a minute: the browser downloads it as a plain link, streaming to disk instead of holding gigabytes in memory.',
        params: backupFileParamSchema,
        response: { 201: z.object({ url: z.string(), expiresAt: z.string() }) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return reply
        .code(201)
        .send(await issueBackupDownloadLink(ctx, links, request.params.file, { id: actor.id, name: actor.name }));
    },
  );
  app.get(
    '/download/:token',
    {
      // The link is the credential: issued to an administrator, one archive, once, for a minute.
      config: publicRoute,
      schema: {
        tags,
        description: 'Downloads the archive of a one-time link (410 when expired or used); recorded in the audit log.',
        params: z.object({ token: z.string().max(64, { error: 'That is not a download link.' }) }),
      },
    },
    async (request, reply) =>
      sendArchive(reply, await openLinkedBackupDownload(ctx, links, request.params.token, request.ip)),
  );
};

function sendArchive(reply: FastifyReply, file: { fileName: string; bytes: number; stream: NodeJS.ReadableStream }) {
  return reply
    .type('application/octet-stream')
    .header('content-length', String(file.bytes))
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.stream);
}
