import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingScheduleInputSchema,
  bookingScheduleSchema,
  scheduleFromPlanSchema,
} from '../../../domain/schemas/booking-schedule';
import { idParamSchema } from '../../../domain/schemas/common';
import type { AppContext } from '../../context';
import { actorOf, requires } from '../../plugins/access';
import { editSchedule, getSchedule, scheduleFromPlan } from './schedule-service';

/** A booking's payment schedule under /api/bookings/:id/schedule (decision 192). */
export const bookingScheduleRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['bookings'];
  const view = requires('bookings.view');
  const edit = requires('bookings.editSchedule');
  const schema = { tags, params: idParamSchema, response: { 200: bookingScheduleSchema } };

  app.get(
    '/:id/schedule',
    {
      config: view,
      schema: {
        ...schema,
        description: "The booking's instalments: share, amount, when each falls due and whether it is raised.",
      },
    },
    async (request) => getSchedule(deps, actorOf(request), request.params.id),
  );
  app.put('/:id/schedule', { config: edit, schema: { ...schema, body: bookingScheduleInputSchema } }, async (request) =>
    editSchedule(deps, actorOf(request), request.params.id, request.body),
  );
  app.post(
    '/:id/schedule/from-plan',
    { config: edit, schema: { ...schema, body: scheduleFromPlanSchema } },
    async (request) => scheduleFromPlan(deps, actorOf(request), request.params.id, request.body.paymentPlanId),
  );
};
