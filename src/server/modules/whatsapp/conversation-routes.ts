import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, okSchema } from '../../../domain/schemas/common';
import {
  consentInputSchema,
  inboxQuerySchema,
  inboxSchema,
  leadWhatsAppQuerySchema,
  leadWhatsAppSchema,
  whatsappConsentSchema,
  whatsappSendResultSchema,
  whatsappSendSchema,
} from '../../../domain/schemas/whatsapp';
import { uploadLimitsOf } from '../../config';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { keyedSchema, keyedWrite } from '../../lib/idempotency';
import { actorOf, requires } from '../../plugins/access';
import { readKeptFile } from '../../storage/keep-generated-file';
import { receiveUpload, withUpload } from '../../storage/receive-upload';
import { policies } from '../../storage/upload-policy';
import { contentDisposition } from '../files/public';
import { leadWhatsApp, liveLead, markRead, mediaOf, noteConsent } from './conversation';
import { listInbox } from './inbox';
import { assertWindowOpen, sendFromLead } from './send';
import { whatsappWebhookRoutes } from './webhook-routes';

/** Meta's own limit for an image; documents may be larger, up to the upload limit. */
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const inlineTypes = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp']);

/**
 * Conversations (decision 215): the webhook, a lead's conversation, sending from it, its opt-in
 * record, the shared inbox and a message's file. Every lead route answers 404 for a lead outside
 * the viewer's scope, as the lead page does.
 */
export const whatsappConversationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  // Its own scope (the raw-body parser), under this plugin's prefix already.
  await app.register(whatsappWebhookRoutes, { ...deps, prefix: '' });
  const own = requires('messages.own');
  const tags = ['whatsapp'];
  const leadParams = idParamSchema;

  app.get(
    '/whatsapp/inbox',
    {
      config: own,
      schema: {
        tags,
        description:
          'Conversations newest first with unread counts: `mine` (assigned to me), `team` (the leads I may see) or `all` (administrators). A scope wider than yours is 403.',
        querystring: inboxQuerySchema,
        response: { 200: inboxSchema },
      },
    },
    async (request) => listInbox(deps, actorOf(request), request.query),
  );

  app.get(
    '/lead/:id/whatsapp',
    {
      config: own,
      schema: {
        tags,
        description:
          'The lead’s WhatsApp conversation (newest last; `?before=<message id>` for earlier ones), its 24-hour window, its opt-in record and whether a message can be sent.',
        params: leadParams,
        querystring: leadWhatsAppQuerySchema,
        response: { 200: leadWhatsAppSchema },
      },
    },
    async (request) => leadWhatsApp(deps, actorOf(request), request.params.id, request.query),
  );

  app.post(
    '/lead/:id/whatsapp/read',
    {
      config: own,
      schema: {
        tags,
        description: 'Marks the conversation read (unread 0).',
        params: leadParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await markRead(deps, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/lead/:id/whatsapp/send',
    {
      config: own,
      schema: keyedSchema({
        tags,
        description:
          'A template at any time (approved only; marketing only to an opted-in lead; an opted-out lead only with `confirm`), or text / a library document inside the 24-hour window (409 after it). A refusal by WhatsApp is answered 200 with the message `failed` and the reason.',
        params: leadParams,
        body: whatsappSendSchema,
        response: { 200: whatsappSendResultSchema },
      }),
    },
    async (request, reply) => {
      const { message } = await keyedWrite(request, reply, (key) =>
        sendFromLead(deps, actorOf(request), request.params.id, request.body, key),
      );
      return message;
    },
  );

  app.post(
    '/lead/:id/whatsapp/upload',
    {
      config: own,
      schema: {
        tags,
        description:
          'multipart/form-data with one `file` (a PDF, JPEG, PNG or WebP, checked by its content; images at most 5 MB) and an optional `caption`, sent inside the 24-hour window (409 after it). The file is kept on the message.',
        params: leadParams,
        response: { 200: whatsappSendResultSchema },
      },
    },
    async (request) => {
      const viewer = actorOf(request);
      const leadId = request.params.id;
      // The lead and the window first, so a refused send keeps no file.
      await assertWindowOpen(deps, await liveLead(deps.db, viewer, leadId));
      const limits = uploadLimitsOf(deps.config);
      const upload = await receiveUpload(
        request,
        deps.storage,
        { file: { policy: policies.pdfOrImage('leads.all') } },
        { ...limits, maxFiles: 1 },
      );
      return withUpload(upload, async (u) => {
        const staged = u.files[0];
        if (!staged) throw badRequest('Choose a file to send.', { file: 'Choose a file to send.' });
        if (staged.mimeType.startsWith('image/') && staged.sizeBytes > IMAGE_MAX_BYTES)
          throw badRequest('WhatsApp takes images up to 5 MB; send it as a PDF or make it smaller.');
        const caption = (u.fields.caption ?? '').trim().slice(0, 1024) || null;
        const saved = await deps.db.transaction((tx) => u.commit(tx, viewer.id));
        const file = saved.file![0]!;
        const content = (await readKeptFile(deps, file.id)) ?? Buffer.alloc(0);
        const { message } = await sendFromLead(
          deps,
          viewer,
          leadId,
          {
            type: 'upload',
            file: { fileId: file.id, fileName: file.originalName, mimeType: file.mimeType, content },
            caption,
          },
          undefined,
        );
        return message;
      });
    },
  );

  app.post(
    '/lead/:id/whatsapp/consent',
    {
      config: own,
      schema: {
        tags,
        description: 'Notes an opt-in (and how the buyer gave it) or an opt-out; the record keeps who and when.',
        params: leadParams,
        body: consentInputSchema,
        response: { 200: whatsappConsentSchema },
      },
    },
    async (request) =>
      noteConsent(deps, actorOf(request), request.params.id, {
        event: request.body.event,
        method: request.body.method,
        note: request.body.note,
      }),
  );

  app.get(
    '/whatsapp/media/:messageId',
    {
      config: own,
      schema: {
        tags,
        description: 'A message’s stored file (an image, a document, a voice note), to those who may see its lead.',
        params: z.object({ messageId: z.uuid({ error: 'That message id is not valid.' }) }),
      },
    },
    async (request, reply) => {
      const { file, stream } = await mediaOf(deps, actorOf(request), request.params.messageId);
      return reply
        .header('Content-Type', file.mimeType)
        .header('Content-Length', file.sizeBytes)
        .header(
          'Content-Disposition',
          contentDisposition(inlineTypes.has(file.mimeType) ? 'inline' : 'attachment', file.originalName),
        )
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
};
