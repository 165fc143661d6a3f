import { eq } from 'drizzle-orm';
import type { VariableValues } from '../../../domain/messaging/variables';
import { type FilledTemplate, fillWhatsAppTemplate } from '../../../domain/messaging/whatsapp-template';
import type { WhatsAppTemplateParts } from '../../../domain/schemas/whatsapp';
import type { DbOrTx } from '../../db/database';
import { messageTemplates } from '../../db/schema/messaging';
import { badRequest, conflict } from '../../lib/app-error';

/**
 * A WhatsApp template as the campaign engine keeps it (decision 216): the campaign's frozen copy of
 * the synced template (decision 214) — what a send names (provider name and language), the body and
 * its {{n}} → variable mapping, the category that decides who may get it, and a media header's document.
 */
export interface FrozenWhatsAppTemplate {
  id: string;
  name: string;
  channel: 'whatsapp';
  providerName: string;
  language: string;
  category: WhatsAppTemplateParts['category'];
  status: WhatsAppTemplateParts['status'];
  body: string;
  params: WhatsAppTemplateParts['params'];
  headerFormat: 'text' | 'image' | 'document' | 'video' | null;
  headerDocumentId: string | null;
}

export function frozenWhatsApp(row: { id: string; name: string; whatsapp: WhatsAppTemplateParts | null }) {
  const w = row.whatsapp;
  if (!w) throw conflict('That WhatsApp template has not been synced from the provider yet.', 'TEMPLATE_NOT_SYNCED');
  return {
    id: row.id,
    name: row.name,
    channel: 'whatsapp',
    providerName: w.providerName,
    language: w.language,
    category: w.category,
    status: w.status,
    body: w.body,
    params: w.params,
    headerFormat: w.header?.format ?? null,
    headerDocumentId: w.headerDocumentId,
  } satisfies FrozenWhatsAppTemplate;
}

/** The row's channel, so the engine can load a WhatsApp row without handing it to the email/SMS reader. */
export async function templateRow(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: messageTemplates.id,
      name: messageTemplates.name,
      channel: messageTemplates.channel,
      whatsapp: messageTemplates.whatsapp,
    })
    .from(messageTemplates)
    .where(eq(messageTemplates.id, id));
  return row ?? null;
}

/**
 * Only an approved template may start a campaign (Meta refuses the others), and every {{n}} must
 * name a variable: a campaign would otherwise send an empty value to everybody.
 */
export function assertWhatsAppSendable(t: FrozenWhatsAppTemplate) {
  if (t.status !== 'approved') {
    throw conflict(
      `The WhatsApp template "${t.name}" is ${t.status}, not approved by Meta: only approved templates can be sent. Sync the templates once Meta approves it.`,
      'TEMPLATE_NOT_APPROVED',
    );
  }
  if (t.headerFormat && t.headerFormat !== 'text' && !t.headerDocumentId) {
    const message = `The template "${t.name}" has a ${t.headerFormat} header: choose its file on WhatsApp Templates first.`;
    throw badRequest(message, { templateId: message }, 'TEMPLATE_UNMAPPED');
  }
  const { unmapped } = fillWhatsAppTemplate(t, {});
  if (unmapped.length) {
    const message = `The template "${t.name}" has ${unmapped.join(', ')} with no lead field chosen: choose one for each on WhatsApp Templates first.`;
    throw badRequest(message, { templateId: message }, 'TEMPLATE_UNMAPPED');
  }
}

/** One recipient's message; `empty` says which fields the lead lacks (that recipient is not sent). */
export function renderWhatsApp(t: FrozenWhatsAppTemplate, values: VariableValues): FilledTemplate {
  return fillWhatsAppTemplate(t, values);
}

/** "Not sent: the lead's Project is empty, and WhatsApp refuses an empty value." */
export const emptyValueReason = (empty: string[]) =>
  `Not sent: the lead's ${empty.join(', ')} ${empty.length === 1 ? 'is' : 'are'} empty, and WhatsApp refuses a template with an empty value. Fill ${empty.length === 1 ? 'it' : 'them'} on the lead, then "Resend failures".`;
