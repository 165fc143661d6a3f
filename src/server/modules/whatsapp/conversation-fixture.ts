import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import type { WhatsAppTemplateParts } from '../../../domain/schemas/whatsapp';
import { whatsappSettingsSchema } from '../../../domain/schemas/whatsapp-settings';
import { messageTemplates } from '../../db/schema/messaging';
import { type FakeTemplate, startFakeWhatsAppCloud } from '../../test/fake-whatsapp-cloud';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import {
  WHATSAPP_APP_SECRET,
  WHATSAPP_TOKEN_SECRET,
  WHATSAPP_VERIFY_TOKEN_SECRET,
  whatsappSetting,
} from '../../whatsapp/whatsapp-settings';

export const APP_SECRET = 'app-secret-5b1c9e';
export const ACCESS_TOKEN = 'EAAG-test-token';
export const VERIFY_TOKEN = 'verify-7d2f0a';
// 2026-05-04 12:00 IST.
export const NOON = new Date('2026-05-04T06:30:00Z');

export type Fake = Awaited<ReturnType<typeof startFakeWhatsAppCloud>>;

export interface World {
  t: TestApp;
  people: TestUsers;
  fake: Fake;
  api: ReturnType<typeof apiOf>;
  close(): Promise<void>;
}

export const sign = (raw: string | Buffer, secret = APP_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

/**
 * A company with one user per role, the app listening on a port (the fake posts its webhooks to
 * it, signed, as Meta does) and WhatsApp set up against a fake Cloud API started here.
 */
export async function startWorld(opts: { secret?: boolean; templates?: FakeTemplate[] } = {}): Promise<World> {
  const t = await buildTestApp();
  t.clock.now = NOON;
  const people = await seedUsers(t);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const fake = await startFakeWhatsAppCloud({
    accessToken: ACCESS_TOKEN,
    appSecret: APP_SECRET,
    webhookUrl: `${address}/api/whatsapp/webhook`,
    templates: opts.templates ?? [],
  });
  const ctx = t.app.appContext;
  await ctx.settings.set(
    whatsappSetting,
    whatsappSettingsSchema.parse({
      enabled: true,
      provider: 'cloud',
      phoneNumberId: '1098765432101',
      businessAccountId: '2098765432101',
      apiBaseUrl: fake.url,
    }),
    { by: people.admin.id },
  );
  await ctx.settings.setSecret(WHATSAPP_TOKEN_SECRET, ACCESS_TOKEN, { by: people.admin.id });
  if (opts.secret !== false) await ctx.settings.setSecret(WHATSAPP_APP_SECRET, APP_SECRET, { by: people.admin.id });
  await ctx.settings.setSecret(WHATSAPP_VERIFY_TOKEN_SECRET, VERIFY_TOKEN, { by: people.admin.id });
  const api = apiOf(() => ({ app: t.app, token: people.admin.token }));
  return {
    t,
    people,
    fake,
    api,
    close: async () => {
      await fake.close();
      await t.close();
    },
  };
}

let seq = 0;
/** A lead made through the API; its mobile is unique in the file. */
export async function newLead(w: World, body: Record<string, unknown> = {}, token = w.people.admin.token) {
  const mobile = `97${String(10_000_000 + ++seq).padStart(8, '0')}`;
  const res = await w.api('POST', '/api/lead/create', { name: `Buyer ${seq}`, mobile, ...body }, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.data.lead as { _id: string; name: string; mobile: string; assignedTo: { _id: string } | null };
}

/** A synced WhatsApp template row, as the provider module's sync writes it. */
export async function addTemplate(w: World, parts: Partial<WhatsAppTemplateParts> & { providerName: string }) {
  const whatsapp: WhatsAppTemplateParts = {
    language: 'en',
    providerId: null,
    category: 'utility',
    previousCategory: null,
    status: 'approved',
    rejectedReason: null,
    header: null,
    body: 'Hello {{1}}, thank you for your enquiry.',
    footer: null,
    buttons: [],
    params: ['name'],
    headerDocumentId: null,
    syncedAt: NOON.toISOString(),
    ...parts,
  };
  const [row] = await w.t.database.db
    .insert(messageTemplates)
    .values({ channel: 'whatsapp', name: parts.providerName, whatsapp })
    .returning({ id: messageTemplates.id });
  return row!.id;
}

/** A Cloud API webhook body of messages from one buyer, as Meta shapes it. */
export function messagesBody(
  from: string,
  messages: Record<string, unknown>[],
  name = 'Asha Rao',
): Record<string, unknown> {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '2098765432101',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '919800000000', phone_number_id: '1098765432101' },
              contacts: [{ profile: { name }, wa_id: from }],
              messages: messages.map((m) => ({
                from,
                timestamp: String(Math.floor(NOON.getTime() / 1000)),
                type: 'text',
                ...m,
              })),
            },
          },
        ],
      },
    ],
  };
}

export function statusesBody(statuses: Record<string, unknown>[]): Record<string, unknown> {
  return {
    object: 'whatsapp_business_account',
    entry: [
      { id: '2098765432101', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', statuses } }] },
    ],
  };
}

/** Posts the exact bytes with a signature (its own by default), as Meta does. */
export function postWebhook(w: World, raw: string | Buffer, signature: string | null = sign(raw)) {
  return w.t.app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    payload: raw,
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
  });
}

export const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
