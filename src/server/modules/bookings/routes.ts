import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agreementRegisteredSchema,
  bookingCancelSchema,
  bookingCreateSchema,
  bookingListSchema,
  bookingQuerySchema,
  bookingQuoteQuerySchema,
  bookingQuoteSchema,
  bookingSchema,
  bookingSettingsSchema,
  bookingTransferSchema,
  discountDecisionSchema,
  possessionGivenSchema,
} from '../../../domain/schemas/booking';
import { idParamSchema } from '../../../domain/schemas/common';
import type { AppContext } from '../../context';
import { keyedSchema, keyedWrite } from '../../lib/idempotency';
import { actorOf, currentUser, requires } from '../../plugins/access';
import { getBooking, listBookings } from './booking-view';
import { createBooking, quoteBooking } from './service';
import { readBookingSettings, saveBookingSettings } from './settings';
import { cancelBooking, decideDiscount, givePossession, registerAgreement, transferBooking } from './status-service';

const one = z.object({ booking: bookingSchema });

/**
 * Bookings (issue 27) under /api/bookings: a unit sold to a lead's buyer, its cost sheet frozen on
 * the booking date, and its life after. A manager works the bookings of the leads in their scope;
 * an executive has none of these routes.
 */
export const bookingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['bookings'];
  const view = requires('bookings.view');
  const manage = requires('bookings.manage');
  const approve = requires('bookings.approveDiscount');

  app.post(
    '/',
    {
      config: manage,
      schema: keyedSchema({
        tags,
        description:
          'Books a unit for a lead. In one transaction: the unit must be available or held for this lead (its hold ends as booked; a hold of another lead that has passed its time counts as lapsed); held for another lead, booked or blocked is a 409 saying by whom and until when. The cost sheet is priced from the price list in force on `bookingDate` and frozen (409 when there is none). The first applicant is found in the Entity Manager (by `entityId`, mobile or PAN) or added, and the customer property record likewise. A discount above the threshold waits for an administrator with the sheet undiscounted. The lead becomes Booked.',
        body: bookingCreateSchema.meta({
          example: {
            unitId: '7f0c4a4e-8c5d-4a55-9b1e-2f4d8f1b6a01',
            leadId: '0c3a3b8e-1f0b-4a4e-8d7e-5b6c7d8e9f00',
            applicants: [
              { name: 'Anita Deshpande', mobile: '9876543210', pan: 'ABCDE1234F', woman: true },
              { name: 'Rahul Deshpande', mobile: '9822012345', relation: 'Spouse' },
            ],
            discountPercent: 1.5,
            bookingDate: '2026-11-28',
            bookingAmount: 200000,
          },
        }),
        response: { 201: one },
      }),
    },
    async (request, reply) => {
      const { booking } = await keyedWrite(request, reply, (key) =>
        createBooking(deps, request.body, actorOf(request), key),
      );
      return reply.status(201).send({ booking });
    },
  );
  app.get(
    '/',
    {
      config: view,
      schema: {
        tags,
        description:
          'Bookings, newest booking date first. Filters: `projectId`, `status`, `memberId` (who booked), `from`/`to` (booking dates, inclusive), `discount=pending`, `q` (booking number, unit number or an applicant’s name).',
        querystring: bookingQuerySchema,
        response: { 200: bookingListSchema },
      },
    },
    async (request) => listBookings(deps.db, actorOf(request), request.query),
  );
  app.get(
    '/quote',
    {
      config: manage,
      schema: {
        tags,
        description:
          'The cost sheet a booking of this unit on `bookingDate` would freeze (the price list in force that day), with `needsApproval` when the discount is above the threshold. 409 when the project has no price list for that date.',
        querystring: bookingQuoteQuerySchema,
        response: { 200: bookingQuoteSchema },
      },
    },
    async (request) => quoteBooking(deps, request.query),
  );
  app.get('/settings', { config: view, schema: { tags, response: { 200: bookingSettingsSchema } } }, async () =>
    readBookingSettings(deps),
  );
  app.put(
    '/settings',
    {
      config: approve,
      schema: {
        tags,
        description: 'The discount (per cent) above which a booking waits for an administrator’s approval.',
        body: bookingSettingsSchema,
        response: { 200: bookingSettingsSchema },
      },
    },
    async (request) => saveBookingSettings(deps, request.body, currentUser(request).id),
  );
  app.get(
    '/:id',
    {
      config: view,
      schema: {
        tags,
        description: 'One booking with its applicants, frozen cost sheet, history and the records it is linked to.',
        params: idParamSchema,
        response: { 200: one },
      },
    },
    async (request) => ({ booking: await getBooking(deps.db, actorOf(request), request.params.id) }),
  );

  const action = <B extends z.ZodType>(
    path: string,
    description: string,
    body: B,
    access: ReturnType<typeof requires>,
    run: (
      id: string,
      input: z.output<B>,
      request: Parameters<typeof actorOf>[0],
      key?: string,
    ) => Promise<{
      booking: z.infer<typeof bookingSchema>;
      replayed: boolean;
    }>,
    status = 200,
  ) =>
    app.post(
      `/:id/${path}`,
      {
        config: access,
        schema: keyedSchema({
          tags,
          description,
          params: idParamSchema,
          body,
          response: { [status]: one },
        }),
      },
      async (request, reply) => {
        const { booking } = await keyedWrite(request, reply, (key) =>
          run(request.params.id, request.body as z.output<B>, request, key),
        );
        return reply.status(status).send({ booking });
      },
    );

  action(
    'agreement',
    'Marks a booked unit’s agreement registered on `date` (not before the booking, not after today). Any other status is a 409 with the reason.',
    agreementRegisteredSchema,
    manage,
    (id, input, request, key) => registerAgreement(deps, id, input, actorOf(request), key),
  );
  action(
    'possession',
    'Marks possession given on `date`, after the agreement is registered; the unit becomes sold.',
    possessionGivenSchema,
    manage,
    (id, input, request, key) => givePossession(deps, id, input, actorOf(request), key),
  );
  action(
    'cancel',
    'Cancels a booking (before possession) with the date, the cancellation charges and the reason; the unit is available again.',
    bookingCancelSchema,
    manage,
    (id, input, request, key) => cancelBooking(deps, id, input, actorOf(request), key),
  );
  action(
    'transfer',
    'Transfers a booking to another buyer: a new booking (answered, 201) takes the unit with the same frozen cost sheet; this one becomes transferred.',
    bookingTransferSchema,
    manage,
    (id, input, request, key) => transferBooking(deps, id, input, actorOf(request), key),
    201,
  );
  action(
    'discount',
    'An administrator approves (the sheet is priced again with the discount on the booking date’s price list and frozen) or rejects a discount waiting above the threshold.',
    discountDecisionSchema,
    approve,
    (id, input, request, key) => decideDiscount(deps, id, input, actorOf(request), key),
  );
};
