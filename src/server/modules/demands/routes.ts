import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reraOverrideSchema } from '../../../domain/schemas/collections';
import { idParamSchema } from '../../../domain/schemas/common';
import {
  bookingDemandsSchema,
  homeLoanInputSchema,
  towerProgressSchema,
  towerStageSchema,
} from '../../../domain/schemas/demands';
import { bookingDemandSmsSchema } from '../../../domain/schemas/notice-sms';
import { uploadLimitsOf } from '../../config';
import type { AppContext } from '../../context';
import { currentUser, requires } from '../../plugins/access';
import { receiveUpload } from '../../storage/receive-upload';
import { bookingDemands, overrideRefusal, saveHomeLoan } from './booking-demands';
import { demandLetterDownload } from './demand-letter';
import { bookingDemandSms } from './demand-sms';
import { assertTower, getStage, raiseAgain, recordStage, stageFileFields, towerProgress } from './stages';

const oneStage = z.object({ stage: towerStageSchema });

/**
 * Demands at construction stages (issue 28, decision 196) under /api: a tower's progress, a stage
 * reached (which raises its demands as one background job), a booking's demands and home loan,
 * and an administrator's RERA override of a refused demand.
 */
export const demandRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['demands'];
  const view = requires('demands.view');
  const record = requires('stages.record');

  app.get(
    '/towers/:id/progress',
    { config: view, schema: { tags, params: idParamSchema, response: { 200: towerProgressSchema } } },
    async (request) => towerProgress(deps.db, request.params.id),
  );
  app.post(
    '/towers/:id/stages',
    {
      config: record,
      schema: {
        tags,
        description:
          'multipart/form-data: `name` (the stage, as the plans name it), `reachedOn`, `note`, and any number of `files` (the engineer’s certificate, photos: PDF, JPEG, PNG or WebP). Records the stage and queues ONE job raising a demand for every live booking of the tower whose schedule has the stage; a stage already reached is a 409.',
        params: idParamSchema,
        response: { 201: oneStage },
      },
    },
    async (request, reply) => {
      await assertTower(deps.db, request.params.id);
      const upload = await receiveUpload(request, deps.storage, stageFileFields, uploadLimitsOf(deps.config));
      const stage = await recordStage(deps, request.params.id, upload, currentUser(request).id);
      return reply.status(201).send({ stage });
    },
  );
  app.get(
    '/tower-stages/:id',
    { config: view, schema: { tags, params: idParamSchema, response: { 200: oneStage } } },
    async (request) => ({ stage: await getStage(deps.db, request.params.id) }),
  );
  app.post(
    '/tower-stages/:id/raise',
    {
      config: record,
      schema: {
        tags,
        description:
          'Raises the stage’s demands again (bookings made since, demands whose email was not queued). Never a second demand for a booking and instalment.',
        params: idParamSchema,
        response: { 200: oneStage },
      },
    },
    async (request) => ({ stage: await raiseAgain(deps, request.params.id, currentUser(request).id) }),
  );
  app.get(
    '/bookings/:id/demands',
    { config: view, schema: { tags, params: idParamSchema, response: { 200: bookingDemandsSchema } } },
    async (request) => bookingDemands(deps.db, request.params.id),
  );
  app.get(
    '/demands/:id/letter.pdf',
    {
      config: view,
      schema: {
        tags,
        description:
          'The demand letter as an A4 PDF (application/pdf): the one kept with the demand and emailed with it; made and kept now if the demand has none yet (decision 197).',
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      const pdf = await demandLetterDownload(deps, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf.bytes);
    },
  );
  app.get(
    '/bookings/:id/demand-sms',
    {
      config: view,
      schema: {
        tags,
        description:
          'The SMS of the booking’s demands (demand raised, payment reminders), newest first, with what became of each, and `problems`: why no SMS of a kind would leave now (no DLT template, SMS off), which is not an error.',
        params: idParamSchema,
        response: { 200: bookingDemandSmsSchema },
      },
    },
    async (request) => bookingDemandSms(deps, request.params.id),
  );
  app.put(
    '/bookings/:id/home-loan',
    {
      config: record,
      schema: {
        tags,
        description: 'The buyer’s home loan: the booking’s demand letters are then addressed to this bank and branch.',
        params: idParamSchema,
        body: homeLoanInputSchema,
        response: { 200: bookingDemandsSchema },
      },
    },
    async (request) => saveHomeLoan(deps, request.params.id, request.body, currentUser(request).id),
  );
  app.post(
    '/demand-refusals/:id/override',
    {
      config: requires('demands.overrideRera'),
      schema: {
        tags,
        description:
          'An administrator overrides RERA section 13 for one refused demand with a written reason: the override is recorded and the demand raised.',
        params: idParamSchema,
        body: reraOverrideSchema,
        response: { 200: bookingDemandsSchema },
      },
    },
    async (request) => overrideRefusal(deps, request.params.id, request.body.reason, currentUser(request).id),
  );
};
