import { sql } from 'drizzle-orm';
import type { WhatsAppTemplateParts } from '../../../domain/schemas/whatsapp';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { messageTemplates } from '../../db/schema/messaging';
import type { FakeWhatsAppCloud } from '../../test/fake-whatsapp-cloud';
import { WHATSAPP_APP_SECRET, WHATSAPP_TOKEN_SECRET, whatsappSetting } from '../../whatsapp/whatsapp-settings';

/**
 * What the WhatsApp campaign tests, the crash test and the bench share: the settings pointing at
 * the fake Cloud API, and a synced template written as the sync writes it (decision 214) — the
 * sync itself is the provider's part and is tested there.
 */
export const WA_TOKEN = 'wa-token-campaigns';
export const WA_APP_SECRET = 'wa-app-secret-campaigns';

export async function saveWhatsAppSettings(
  ctx: Pick<AppContext, 'settings'>,
  fake: Pick<FakeWhatsAppCloud, 'url' | 'phoneNumberId' | 'businessAccountId'>,
  over: { ratePerSecond?: number; tier?: '250' | '2000' | '10000' | '100000' | 'unlimited'; enabled?: boolean } = {},
) {
  await ctx.settings.set(
    whatsappSetting,
    {
      enabled: over.enabled ?? true,
      provider: 'cloud',
      phoneNumberId: fake.phoneNumberId,
      businessAccountId: fake.businessAccountId,
      apiBaseUrl: fake.url,
      apiVersion: 'v21.0',
      gupshupAppName: null,
      gupshupSourceNumber: null,
      gupshupApiUrl: 'https://api.gupshup.io',
      tierSource: 'manual',
      tier: over.tier ?? '2000',
      ratePerSecond: over.ratePerSecond ?? 80,
    },
    { by: null },
  );
  await ctx.settings.setSecret(WHATSAPP_TOKEN_SECRET, WA_TOKEN, { by: null });
  await ctx.settings.setSecret(WHATSAPP_APP_SECRET, WA_APP_SECRET, { by: null });
}

export async function insertWhatsAppTemplate(
  db: DbOrTx,
  over: Partial<WhatsAppTemplateParts> & { name?: string } = {},
): Promise<string> {
  const { name, ...parts } = over;
  const providerName = parts.providerName ?? name ?? 'site_visit_offer';
  const whatsapp: WhatsAppTemplateParts = {
    providerName,
    language: 'en',
    providerId: null,
    category: 'marketing',
    previousCategory: null,
    status: 'approved',
    rejectedReason: null,
    header: null,
    body: 'Hello {{1}}, the show flat at {{2}} is open this weekend.',
    footer: null,
    buttons: [],
    params: ['firstName', 'project'],
    headerDocumentId: null,
    syncedAt: new Date(0).toISOString(),
    ...parts,
  };
  const [row] = await db
    .insert(messageTemplates)
    .values({ channel: 'whatsapp', name: name ?? providerName, whatsapp })
    .returning({ id: messageTemplates.id });
  return row!.id;
}

/** Opted in (and not out) to WhatsApp, as the consent record leaves the preferences row. */
export async function setWhatsAppConsent(db: DbOrTx, leadIds: string[], optIn: boolean, optOut = false) {
  await db.execute(sql`
    insert into lead_message_preferences (lead_id, whatsapp_opt_in, whatsapp_opt_out)
    select id, ${optIn}, ${optOut} from leads where id in (select jsonb_array_elements_text(${JSON.stringify(leadIds)}::jsonb)::uuid)
    on conflict (lead_id) do update set whatsapp_opt_in = excluded.whatsapp_opt_in, whatsapp_opt_out = excluded.whatsapp_opt_out`);
}
