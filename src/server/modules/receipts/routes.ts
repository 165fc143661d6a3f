import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { receiptBounceSchema, receiptInputSchema, receiptSchema } from '../../../domain/schemas/collections';
import { idParamSchema } from '../../../domain/schemas/common';
import {
  bookingReceiptsSchema,
  chequeClearedSchema,
  chequeListSchema,
  chequeQuerySchema,
  form16bReceivedSchema,
  receiptCreatedSchema,
  tdsListSchema,
  tdsQuerySchema,
} from '../../../domain/schemas/receipts';
import type { AppContext } from '../../context';
import { keyedSchema, keyedWrite } from '../../lib/idempotency';
import { actorOf, requires } from '../../plugins/access';
import { bounceCheque, clearCheque, markForm16bReceived } from './cheque-actions';
import { receiptPdfDownload } from './receipt-pdf';
import { listCheques, listTds } from './registers';
import { bookingReceipts, recordReceipt } from './service';

const one = z.object({ receipt: receiptSchema });

/**
 * Receipts (issue 28, decision 198): payments against a booking, the cheque register and the TDS
 * tracker. A manager works the bookings of the leads in their scope (others answer 404); an
 * executive has none of these routes.
 */
export const receiptRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['receipts'];
  const view = requires('receipts.view');
  const manage = requires('receipts.manage');

  app.get(
    '/bookings/:id/receipts',
    {
      config: view,
      schema: {
        tags,
        description:
          'A booking’s receipts in the order received, each with the demands it settled (oldest first), and what is demanded, credited (amount and TDS of receipts not reversed), due and kept as an advance. Rupees.',
        params: idParamSchema,
        response: { 200: bookingReceiptsSchema },
      },
    },
    async (request) => bookingReceipts(deps, actorOf(request), request.params.id),
  );
  app.post(
    '/bookings/:id/receipts',
    {
      config: manage,
      schema: keyedSchema({
        tags,
        description:
          'Records a payment against a booking. In one transaction: the receipt (RC-<year>-<n>), every receipt of the booking allocated again oldest demand first (the amount and the TDS deducted both count), each demand’s settled amount and status, the booking’s history and the lead’s timeline, and the receipt emailed to the first applicant through the outbox. Cheques and drafts start deposited. 400 for cash reaching ₹20,000 with what was paid before (Income-tax Act s.269SS); 409 `ADVANCE_NOT_CONFIRMED` when it is more than is due, unless `acceptAdvance: true` keeps the rest as an advance; 409 for a cancelled or transferred booking.',
        params: idParamSchema,
        body: receiptInputSchema.meta({
          example: {
            receivedOn: '2026-11-28',
            mode: 'cheque',
            reference: '004512',
            bank: 'HDFC Bank',
            amount: 495000,
            tdsAmount: 5000,
            form16bStatus: 'pending',
          },
        }),
        response: { 201: receiptCreatedSchema },
      }),
    },
    async (request, reply) => {
      const result = await keyedWrite(request, reply, (key) =>
        recordReceipt(deps, request.params.id, request.body, actorOf(request), key),
      );
      return reply.status(201).send({ receipt: result.receipt, emailedTo: result.emailedTo });
    },
  );
  app.get(
    '/receipts/cheques',
    {
      config: view,
      schema: {
        tags,
        description:
          'The cheque register: cheques and drafts of the bookings you may see, deposited ones first (oldest first), then the rest newest first; `status` filters, `q` searches the cheque number, receipt and booking numbers, bank and buyer. Counts per status.',
        querystring: chequeQuerySchema,
        response: { 200: chequeListSchema },
      },
    },
    async (request) => listCheques(deps.db, actorOf(request), request.query, deps.clock()),
  );
  app.get(
    '/receipts/tds',
    {
      config: view,
      schema: {
        tags,
        description:
          'The TDS tracker: receipts with TDS whose Form 16B is `late` (still pending 30 days or more after the receipt; the default), `pending` or `received`, with counts of each.',
        querystring: tdsQuerySchema,
        response: { 200: tdsListSchema },
      },
    },
    async (request) => listTds(deps.db, actorOf(request), request.query, deps.clock()),
  );
  app.get(
    '/receipts/:id/pdf',
    {
      config: view,
      schema: {
        tags,
        description:
          'The payment receipt as an A4 PDF (application/pdf): the one kept with the receipt and emailed with it; made and kept now if it has none yet (decision 197).',
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      const pdf = await receiptPdfDownload(deps, actorOf(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf.bytes);
    },
  );
  app.post(
    '/receipts/:id/clear',
    {
      config: manage,
      schema: keyedSchema({
        tags,
        description: 'The bank paid a deposited cheque or draft (409 for any other receipt).',
        params: idParamSchema,
        body: chequeClearedSchema,
        response: { 200: one },
      }),
    },
    async (request, reply) => {
      const { receipt } = await keyedWrite(request, reply, (key) =>
        clearCheque(deps, request.params.id, request.body, actorOf(request), key),
      );
      return { receipt };
    },
  );
  app.post(
    '/receipts/:id/bounce',
    {
      config: manage,
      schema: keyedSchema({
        tags,
        description:
          'The bank returned a deposited cheque or draft unpaid. In one transaction: the receipt is reversed, the bounce charge is owed from that day, every other receipt of the booking is allocated again oldest demand first, a task opens for the booking’s owner (the lead’s assignee) and the booking’s history and lead’s timeline say so.',
        params: idParamSchema,
        body: receiptBounceSchema,
        response: { 200: one },
      }),
    },
    async (request, reply) => {
      const { receipt } = await keyedWrite(request, reply, (key) =>
        bounceCheque(deps, request.params.id, request.body, actorOf(request), key),
      );
      return { receipt };
    },
  );
  app.post(
    '/receipts/:id/form16b',
    {
      config: manage,
      schema: keyedSchema({
        tags,
        description: 'The buyer’s Form 16B for the receipt’s TDS arrived (409 when none is pending).',
        params: idParamSchema,
        body: form16bReceivedSchema,
        response: { 200: one },
      }),
    },
    async (request, reply) => {
      const { receipt } = await keyedWrite(request, reply, (key) =>
        markForm16bReceived(deps, request.params.id, request.body, actorOf(request), key),
      );
      return { receipt };
    },
  );
};
