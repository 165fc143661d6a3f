import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { numberError } from '../../domain/schemas/common';
import { errorHandlerPlugin } from './error-handler';

/**
 * The 400 a person reads: zod's developer wording ("Invalid input: expected …",
 * "expected one of …") is rewritten, our own sentences pass through, and no "(in the params)".
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/things/:id',
    {
      schema: {
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ page: z.coerce.number().int().min(1).optional() }),
        body: z.object({
          accountHolder: z.string(),
          kind: z.enum(['flat', 'shop', 'plot']),
          note: z.string().max(5).optional(),
          lines: z.array(z.object({ qty: z.number({ error: numberError('Quantity') }) })).min(1),
          custom: z.string({ error: 'Custom is ours.' }).optional(),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  await app.ready();
});
afterAll(() => app.close());

const id = '6f1d2c3e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });

describe('validation messages', () => {
  it('says a missing field is required and names it like a label', async () => {
    const res = await post(`/things/${id}`, { kind: 'flat', lines: [{ qty: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Account holder is required.',
      fields: { accountHolder: 'Account holder is required.' },
    });
  });

  it('does not list the allowed values of an enum', async () => {
    const res = await post(`/things/${id}`, { accountHolder: 'A', kind: 'castle', lines: [{ qty: 1 }] });
    expect(res.json().fields.kind).toBe('Choose a kind from the list.');
    expect(res.body).not.toMatch(/one of|flat\|shop/);
  });

  it('says an empty number field is required, and a wrong one is not a number', async () => {
    const empty = await post(`/things/${id}`, { accountHolder: 'A', kind: 'flat', lines: [{ qty: '' }] });
    expect(empty.json().fields['lines.0.qty']).toBe('Quantity is required.');
    const missing = await post(`/things/${id}`, { accountHolder: 'A', kind: 'flat', lines: [{}] });
    expect(missing.json().fields['lines.0.qty']).toBe('Quantity is required.');
    const text = await post(`/things/${id}`, { accountHolder: 'A', kind: 'flat', lines: [{ qty: 'ten' }] });
    expect(text.json().fields['lines.0.qty']).toBe('Quantity must be a number.');
  });

  it('words sizes and keeps our own sentences', async () => {
    const res = await post(`/things/${id}`, {
      accountHolder: 'A',
      kind: 'flat',
      note: 'too long',
      lines: [],
      custom: 4,
    });
    expect(res.json().fields).toEqual({
      note: 'Note must be at most 5 characters.',
      lines: 'Lines: add at least one.',
      custom: 'Custom is ours.',
    });
  });

  it('answers a bad id or query without "(in the params)"', async () => {
    const badId = await post('/things/nope', { accountHolder: 'A', kind: 'flat', lines: [{ qty: 1 }] });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('Id does not name a known record.');
    const badPage = await post(`/things/${id}?page=0`, { accountHolder: 'A', kind: 'flat', lines: [{ qty: 1 }] });
    expect(badPage.json().message).toBe('Page must be at least 1.');
    expect(`${badId.body}${badPage.body}`).not.toMatch(/\(in the|Invalid|expected/);
  });
});
