import { and, asc, eq, sql } from 'drizzle-orm';
import { fillWhatsAppTemplate, placeholderCount } from '../../../domain/messaging/whatsapp-template';
import type {
  WhatsAppTemplate,
  WhatsAppTemplateCategory,
  WhatsAppTemplateMapping,
  WhatsAppTemplateParts,
  WhatsAppTemplateStatus,
} from '../../../domain/schemas/whatsapp';
import type { WhatsAppPreview } from '../../../domain/schemas/whatsapp-preview';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { documents } from '../../db/schema/documents';
import { messageTemplates } from '../../db/schema/messaging';
import { badRequest, notFound } from '../../lib/app-error';
import { getCompany } from '../company/public';
import { getLead, type LeadActor } from '../lead-records/public';
import { variableValues } from '../messaging/public';

/**
 * WhatsApp templates (decision 214): rows of `message_templates` with channel 'whatsapp' whose
 * `whatsapp` part is what the provider holds, plus our mapping of each {{n}} to a lead field and
 * the library document a media header sends. Only the mapping is edited here; the rest comes from
 * a sync (template-sync.ts) or the provider's template webhooks (applyTemplateUpdate).
 */

type TemplateRow = typeof messageTemplates.$inferSelect;

export const whatsappTemplateMissing = () =>
  notFound('That WhatsApp template does not exist (it may have been removed at the provider).');

export function toWhatsAppTemplate(row: TemplateRow): WhatsAppTemplate {
  if (row.channel !== 'whatsapp' || !row.whatsapp) throw whatsappTemplateMissing();
  return { ...row.whatsapp, id: row.id, name: row.name };
}

const isWhatsApp = eq(messageTemplates.channel, 'whatsapp');

export async function listWhatsAppTemplates(
  db: DbOrTx,
): Promise<{ items: WhatsAppTemplate[]; syncedAt: string | null }> {
  const rows = await db
    .select()
    .from(messageTemplates)
    .where(isWhatsApp)
    .orderBy(asc(sql`lower(${messageTemplates.name})`), asc(sql`${messageTemplates.whatsapp} ->> 'language'`));
  const items = rows.map(toWhatsAppTemplate);
  const syncedAt = items.reduce<string | null>((max, t) => (!max || t.syncedAt > max ? t.syncedAt : max), null);
  return { items, syncedAt };
}

/** One WhatsApp template by our id (404 for another channel's template): what a send or campaign loads. */
export async function getWhatsAppTemplate(db: DbOrTx, id: string): Promise<WhatsAppTemplate> {
  const [row] = await db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.id, id), isWhatsApp));
  if (!row) throw whatsappTemplateMissing();
  return toWhatsAppTemplate(row);
}

const needsHeaderMedia = (t: Pick<WhatsAppTemplateParts, 'header'>) => !!t.header && t.header.format !== 'text';

/** PUT /api/whatsapp/templates/:id: our part only, checked against the template's placeholders. */
export async function saveWhatsAppMapping(
  ctx: AppContext,
  id: string,
  input: WhatsAppTemplateMapping,
): Promise<WhatsAppTemplate> {
  const current = await getWhatsAppTemplate(ctx.db, id);
  const count = placeholderCount(current.body);
  if (input.params.length > count) {
    const message =
      count === 0
        ? 'This template has no placeholders: it takes no variables.'
        : `This template has ${count} placeholder${count === 1 ? '' : 's'} ({{1}}${count > 1 ? `…{{${count}}}` : ''}): choose at most ${count} variable${count === 1 ? '' : 's'}.`;
    throw badRequest(message, { params: message });
  }
  if (input.headerDocumentId) {
    if (!needsHeaderMedia(current)) {
      const message = 'This template has no image or document header: it takes no header document.';
      throw badRequest(message, { headerDocumentId: message });
    }
    const [doc] = await ctx.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.id, input.headerDocumentId));
    if (!doc) {
      const message = 'That header document is no longer in the document library.';
      throw badRequest(message, { headerDocumentId: message });
    }
  }
  const params = Array.from({ length: count }, (_, i) => input.params[i] ?? null);
  const parts: WhatsAppTemplateParts = { ...stripMeta(current), params, headerDocumentId: input.headerDocumentId };
  await ctx.db
    .update(messageTemplates)
    .set({ whatsapp: parts, updatedAt: ctx.clock() })
    .where(and(eq(messageTemplates.id, id), isWhatsApp));
  return getWhatsAppTemplate(ctx.db, id);
}

function stripMeta(t: WhatsAppTemplate): WhatsAppTemplateParts {
  const { id: _id, name: _name, ...parts } = t;
  return parts;
}

/** The template filled for one lead the viewer may see (another's lead: 404, as the lead page). */
export async function previewWhatsAppTemplate(
  ctx: AppContext,
  id: string,
  leadId: string,
  viewer: LeadActor,
): Promise<WhatsAppPreview> {
  const template = await getWhatsAppTemplate(ctx.db, id);
  await getLead(ctx.db, viewer, leadId);
  const company = await getCompany(ctx.db);
  const values = (await variableValues(ctx.db, [leadId], company, ctx.clock())).get(leadId) ?? {};
  return { ...fillWhatsAppTemplate(template, values), category: template.category };
}

/**
 * One template's status or category as the provider's template webhook reports it (Meta:
 * message_template_status_update, template_category_update). A category change keeps the old one
 * in `previousCategory`, so the list can say "Meta changed this from Utility to Marketing".
 * Null when we do not hold that template (not synced yet).
 */
export async function applyTemplateUpdate(
  db: DbOrTx,
  update: {
    providerName: string;
    language: string;
    status?: WhatsAppTemplateStatus;
    category?: WhatsAppTemplateCategory;
    reason?: string | null;
  },
  now: Date,
): Promise<{ template: WhatsAppTemplate; recategorised: boolean } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(messageTemplates)
      .where(
        and(
          isWhatsApp,
          sql`${messageTemplates.whatsapp} ->> 'providerName' = ${update.providerName}`,
          sql`${messageTemplates.whatsapp} ->> 'language' = ${update.language}`,
        ),
      )
      .for('update');
    if (!row?.whatsapp) return null;
    const before = row.whatsapp;
    const recategorised = !!update.category && update.category !== before.category;
    const parts: WhatsAppTemplateParts = {
      ...before,
      ...(update.status ? { status: update.status } : {}),
      ...(update.status === 'rejected' ? { rejectedReason: update.reason ?? before.rejectedReason } : {}),
      ...(update.status && update.status !== 'rejected' ? { rejectedReason: null } : {}),
      ...(recategorised ? { category: update.category, previousCategory: before.category } : {}),
    } as WhatsAppTemplateParts;
    const [saved] = await tx
      .update(messageTemplates)
      .set({ whatsapp: parts, updatedAt: now })
      .where(eq(messageTemplates.id, row.id))
      .returning();
    return { template: toWhatsAppTemplate(saved!), recategorised };
  });
}
