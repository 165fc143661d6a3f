import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../domain/schemas/common';
import { AT_SITE_METERS, visitCheckInInputSchema } from '../../../domain/schemas/phone-app';
import { siteVisitSchema } from '../../../domain/schemas/site-visit';
import { uploadLimitsOf } from '../../config';
import type { AppContext } from '../../context';
import { keyedSchema, keyedWrite } from '../../lib/idempotency';
import { actorOf, requires } from '../../plugins/access';
import { receiveUpload } from '../../storage/receive-upload';
import { policies } from '../../storage/upload-policy';
import { checkInVisit, saveCheckInPhoto } from './check-in';

/** A phone's camera photo is 2–6 MB; 10 MB leaves room without taking a video. */
const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

const one = z.object({ visit: siteVisitSchema });

/** The phone app's check-in at a visit and its photo (issue 29, decision 209). */
export async function checkInRoutes(app: FastifyInstance, deps: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['site visits'];
  const own = requires('leads.own');

  typed.post(
    '/checkIn/:id',
    {
      config: own,
      schema: keyedSchema({
        tags,
        description: `Checks in at a booked visit with the phone's position: the distance from the project the visit's text names (decision 184; else the lead's project) is kept, and \`atSite\` is true within ${AT_SITE_METERS} m (both null when the project has no location on file). A later check-in replaces the visit's; the lead's timeline keeps each. \`at\` is when the phone took the position (left out: now; not in the future). A closed visit answers 409, another member's 404.`,
        params: idParamSchema,
        body: visitCheckInInputSchema.meta({
          example: { latitude: 19.2312, longitude: 72.9775, accuracyMeters: 18, at: '2026-11-29T05:42:10Z' },
        }),
        response: { 200: one },
      }),
    },
    async (request, reply) => {
      const { visit } = await keyedWrite(request, reply, (key) =>
        checkInVisit(deps, request.params.id, request.body, actorOf(request), key),
      );
      return { visit };
    },
  );
  typed.post(
    '/:id/photo',
    {
      config: own,
      schema: {
        tags,
        description:
          "multipart/form-data with one `file`: the photo taken at the site (JPEG, PNG or WebP, checked by its content; at most 10 MB), kept on the visit's check-in (409 before one). Replaces an earlier photo. Read it at GET /api/files/:id.",
        params: idParamSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const limits = uploadLimitsOf(deps.config);
      const upload = await receiveUpload(
        request,
        deps.storage,
        { file: { policy: policies.image('leads.own') } },
        { ...limits, maxFileBytes: Math.min(limits.maxFileBytes, PHOTO_MAX_BYTES), maxFiles: 1 },
      );
      return { visit: await saveCheckInPhoto(deps, actorOf(request), request.params.id, upload) };
    },
  );
}
