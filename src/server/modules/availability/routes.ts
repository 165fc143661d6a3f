import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityQuerySchema,
  availabilitySchema,
  costSheetQuerySchema,
  holdBodySchema,
  holdHoursSchema,
  holdResultSchema,
  unitCostSheetSchema,
} from '../../../domain/schemas/availability';
import { idParamSchema, messageSchema } from '../../../domain/schemas/common';
import type { AppContext } from '../../context';
import { actorOf, currentUser, requires } from '../../plugins/access';
import { availability } from './grid';
import { readHoldHours, setHoldHours } from './hold-hours';
import { extendHold, holdUnit, releaseHold } from './holds';
import { unitCostSheet } from './unit-card';

/** The availability grid, a unit's live cost sheet, holds and the hold-hours setting (decisions 179, 180). */
export const availabilityRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['availability'];
  const view = requires('projects.view');

  app.get(
    '/projects/:id/availability',
    {
      config: view,
      schema: {
        tags,
        description:
          'Towers, floors from the top down and their units with status, hold and all-in price on today’s price list. Filters mark units `match: false`; counts are of the whole project.',
        params: idParamSchema,
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema },
      },
    },
    async (request) => availability(deps, request.params.id, request.query),
  );
  app.get(
    '/units/:id/cost-sheet',
    {
      config: view,
      schema: {
        tags,
        description:
          'The unit and its live cost sheet, every line with its rule; `women=true` and `discountPercent` recompute it.',
        params: idParamSchema,
        querystring: costSheetQuerySchema,
        response: { 200: unitCostSheetSchema },
      },
    },
    async (request) => unitCostSheet(deps, request.params.id, request.query),
  );
  app.post(
    '/units/:id/hold',
    {
      config: requires('units.hold'),
      schema: {
        tags,
        description:
          'Holds the unit for the lead for the hold-hours setting. 409 `{ message, heldBy, heldUntil }` when it is held or not available.',
        params: idParamSchema,
        body: holdBodySchema,
        response: { 201: holdResultSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await holdUnit(deps, request.params.id, request.body.leadId, actorOf(request))),
  );
  app.delete(
    '/units/:id/hold',
    {
      config: requires('units.hold'),
      schema: {
        tags,
        description: 'Releases the hold: its holder, a manager, an administrator.',
        params: idParamSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => releaseHold(deps, request.params.id, actorOf(request)),
  );
  app.post(
    '/units/:id/hold/extend',
    {
      config: requires('holds.extend'),
      schema: {
        tags,
        description: 'Once per hold, by the hold-hours setting from its end.',
        params: idParamSchema,
        response: { 200: holdResultSchema },
      },
    },
    async (request) => extendHold(deps, request.params.id, actorOf(request)),
  );
  app.get('/settings/hold-hours', { config: view, schema: { tags, response: { 200: holdHoursSchema } } }, async () => ({
    holdHours: await readHoldHours(deps),
  }));
  app.put(
    '/settings/hold-hours',
    {
      config: requires('settings.manage'),
      schema: { tags, body: holdHoursSchema, response: { 200: holdHoursSchema } },
    },
    async (request) => setHoldHours(deps, request.body.holdHours, currentUser(request).id),
  );
};
