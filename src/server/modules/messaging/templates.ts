import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { checkSmsTemplateShape, dltMatch, renderDlt } from '../../../domain/messaging/dlt';
import { smsLength } from '../../../domain/messaging/sms-text';
import {
  emptyVariables,
  fillVariables,
  htmlToText,
  unknownVariables,
  type VariableValues,
  variableLabel,
} from '../../../domain/messaging/variables';
import type { Company } from '../../../domain/schemas/company';
import type { MessageTemplate, TemplatePreview, TemplateSave } from '../../../domain/schemas/message-template';
import type { MessageChannel } from '../../../domain/schemas/messaging';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { documents } from '../../db/schema/documents';
import { messageTemplates } from '../../db/schema/messaging';
import { users } from '../../db/schema/users';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { getCompany } from '../company/public';
import { getLead, type LeadActor } from '../lead-records/public';
import { renderEmailWithBody } from '../mail/public';
import { variableValues } from './values';
import { type FrozenWhatsAppTemplate, renderWhatsApp } from './whatsapp-template';

type TemplateRow = typeof messageTemplates.$inferSelect;

export const templateMissing = () => notFound('That template does not exist (it may have been deleted).');
/** WhatsApp templates share the table but not these routes (decision 214): they are synced, not written. */
const whatsappElsewhere = () =>
  notFound('That is a WhatsApp template: see it under WhatsApp Templates (/api/whatsapp/templates).');
/** The email and SMS rows only: `toTemplate` is never handed a WhatsApp row. */
const notWhatsApp = sql`${messageTemplates.channel} <> 'whatsapp'`;

export function toTemplate(row: TemplateRow, creatorName: string | null): MessageTemplate {
  const meta = {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.createdBy && creatorName !== null ? { _id: row.createdBy, name: creatorName } : null,
  };
  if (row.channel === 'email') {
    return {
      ...meta,
      channel: 'email',
      subject: row.subject ?? '',
      bodyHtml: row.bodyHtml ?? '',
      bodyText: row.bodyText,
      attachmentDocumentIds: row.attachmentDocumentIds,
    };
  }
  return {
    ...meta,
    channel: 'sms',
    dltTemplateId: row.dltTemplateId ?? '',
    senderId: row.senderId ?? '',
    category: row.category ?? 'transactional',
    registeredText: row.registeredText ?? '',
    variables: row.variables,
  };
}

const selectTemplates = (db: DbOrTx) =>
  db
    .select({ t: messageTemplates, creatorName: users.name })
    .from(messageTemplates)
    .leftJoin(users, eq(users.id, messageTemplates.createdBy));

export async function listTemplates(db: DbOrTx, channel?: MessageChannel): Promise<MessageTemplate[]> {
  const rows = await selectTemplates(db)
    .where(and(notWhatsApp, channel ? eq(messageTemplates.channel, channel) : undefined))
    .orderBy(asc(sql`lower(${messageTemplates.name})`), asc(messageTemplates.id));
  return rows.map((r) => toTemplate(r.t, r.creatorName));
}

export async function getTemplate(db: DbOrTx, id: string): Promise<MessageTemplate> {
  const [row] = await selectTemplates(db).where(eq(messageTemplates.id, id));
  if (!row) throw templateMissing();
  if (row.t.channel === 'whatsapp') throw whatsappElsewhere();
  return toTemplate(row.t, row.creatorName);
}

/** The checks the zod schema cannot make alone: DLT placeholders against variables, unknown {{names}}, attachments. */
async function checkTemplate(db: DbOrTx, input: TemplateSave) {
  if (input.channel === 'sms') {
    const problems = checkSmsTemplateShape(input.registeredText, input.variables);
    if (problems.length) throw badRequest(problems.join(' '), { variables: problems.join(' ') });
    return;
  }
  const unknown = unknownVariables(input.subject, input.bodyHtml, input.bodyText ?? '');
  if (unknown.length) {
    const message = `Unknown ${unknown.length === 1 ? 'variable' : 'variables'}: ${unknown.map((v) => `{{${v}}}`).join(', ')}. Choose from the variable list.`;
    throw badRequest(message, { bodyHtml: message });
  }
  if (input.attachmentDocumentIds.length) {
    const found = await db
      .select({ id: documents.id })
      .from(documents)
      .where(inArray(documents.id, input.attachmentDocumentIds));
    if (found.length !== new Set(input.attachmentDocumentIds).size) {
      throw badRequest('An attachment is no longer in the document library.', {
        attachmentDocumentIds: 'An attachment is no longer in the document library.',
      });
    }
  }
}

function columnsOf(input: TemplateSave) {
  if (input.channel === 'email') {
    return {
      channel: 'email' as const,
      name: input.name,
      subject: input.subject,
      bodyHtml: input.bodyHtml,
      bodyText: input.bodyText,
      attachmentDocumentIds: [...new Set(input.attachmentDocumentIds)],
      dltTemplateId: null,
      senderId: null,
      category: null,
      registeredText: null,
      variables: [],
    };
  }
  return {
    channel: 'sms' as const,
    name: input.name,
    subject: null,
    bodyHtml: null,
    bodyText: null,
    attachmentDocumentIds: [],
    dltTemplateId: input.dltTemplateId,
    senderId: input.senderId.toUpperCase(),
    category: input.category,
    registeredText: input.registeredText.replace(/\r\n?/g, '\n'),
    variables: input.variables,
  };
}

/** Two templates of a channel with one name look the same in every template picker: refused. */
async function checkNameFree(db: DbOrTx, input: TemplateSave, exceptId?: string) {
  const [taken] = await db
    .select({ id: messageTemplates.id })
    .from(messageTemplates)
    .where(
      sql`${messageTemplates.channel} = ${input.channel} and lower(${messageTemplates.name}) = lower(${input.name})
        ${exceptId ? sql`and ${messageTemplates.id} <> ${exceptId}` : sql``}`,
    )
    .limit(1);
  if (taken) {
    const message = `There is already ${input.channel === 'sms' ? 'an SMS' : 'an email'} template named "${input.name}": choose another name.`;
    throw conflict(message, 'DUPLICATE_TEMPLATE', { name: message });
  }
}

export async function createTemplate(ctx: AppContext, input: TemplateSave, actorId: string) {
  await checkTemplate(ctx.db, input);
  await checkNameFree(ctx.db, input);
  const now = ctx.clock();
  const [row] = await ctx.db
    .insert(messageTemplates)
    .values({ ...columnsOf(input), createdBy: actorId, createdAt: now, updatedAt: now })
    .returning({ id: messageTemplates.id });
  return getTemplate(ctx.db, row!.id);
}

export async function updateTemplate(ctx: AppContext, id: string, input: TemplateSave) {
  const current = await getTemplate(ctx.db, id);
  if (current.channel !== input.channel) {
    throw badRequest('A template cannot change channel; make a new template instead.', { channel: 'Cannot change.' });
  }
  await checkTemplate(ctx.db, input);
  await checkNameFree(ctx.db, input, id);
  await ctx.db
    .update(messageTemplates)
    .set({ ...columnsOf(input), updatedAt: ctx.clock() })
    .where(eq(messageTemplates.id, id));
  return getTemplate(ctx.db, id);
}

/** Campaigns keep their own copy of the template, so deleting one never changes a sent campaign. */
export async function deleteTemplate(ctx: AppContext, id: string) {
  await getTemplate(ctx.db, id);
  const gone = await ctx.db
    .delete(messageTemplates)
    .where(and(eq(messageTemplates.id, id), notWhatsApp))
    .returning({ id: messageTemplates.id });
  if (!gone.length) throw templateMissing();
}

/** The template as campaigns store it (their frozen copy). */
type Unmeta<T> = T extends unknown ? Omit<T, 'createdAt' | 'updatedAt' | 'createdBy'> : never;
/** A WhatsApp template is frozen already (whatsapp-template.ts): it comes from the provider, not an editor. */
export type FrozenTemplate = Unmeta<MessageTemplate> | FrozenWhatsAppTemplate;
export function freeze(t: MessageTemplate | FrozenWhatsAppTemplate): FrozenTemplate {
  if (t.channel === 'whatsapp') return t;
  const { createdAt: _c, updatedAt: _u, createdBy: _b, ...rest } = t;
  return rest as FrozenTemplate;
}

export interface RenderedSms {
  channel: 'sms';
  text: string;
  problems: string[];
  mismatch: string | null;
}
export interface RenderedWhatsApp {
  channel: 'whatsapp';
  text: string;
  params: string[];
  empty: string[];
}
export interface RenderedEmail {
  channel: 'email';
  subject: string;
  html: string;
  text: string;
}

/** One message for one lead's values; for SMS the DLT check runs on the finished text. */
export function renderFor(
  template: FrozenTemplate | TemplateSave,
  values: VariableValues,
  company: Company,
  unsubscribeUrl?: string,
): RenderedSms | RenderedEmail | RenderedWhatsApp {
  if (template.channel === 'whatsapp') {
    const { text, params, empty } = renderWhatsApp(template, values);
    return { channel: 'whatsapp', text, params, empty };
  }
  if (template.channel === 'sms') {
    const { text, problems } = renderDlt(template.registeredText, template.variables, values, variableLabel);
    const match = dltMatch(template.registeredText, text);
    return { channel: 'sms', text, problems, mismatch: match.ok ? null : match.message };
  }
  const subject = fillVariables(template.subject, values).replace(/\s+/g, ' ').trim();
  const bodyHtml = fillVariables(template.bodyHtml, values, 'html');
  const bodyText = template.bodyText ? fillVariables(template.bodyText, values) : htmlToText(bodyHtml);
  const email = renderEmailWithBody(company, {
    subject,
    bodyHtml,
    bodyText,
    footer: unsubscribeUrl ? { text: 'Unsubscribe from these emails', url: unsubscribeUrl } : undefined,
  });
  return { channel: 'email', ...email };
}

export async function previewTemplate(
  ctx: AppContext,
  input: { templateId?: string | undefined; template?: TemplateSave | undefined; leadId: string },
  viewer: LeadActor,
): Promise<TemplatePreview> {
  const template = input.template ?? (input.templateId ? await getTemplate(ctx.db, input.templateId) : null);
  if (!template) throw badRequest('Choose a saved template or send the draft to preview.', { templateId: 'Required.' });
  await getLead(ctx.db, viewer, input.leadId);
  const company = await getCompany(ctx.db);
  const values = (await variableValues(ctx.db, [input.leadId], company, ctx.clock())).get(input.leadId) ?? {};
  return previewWith(ctx, template, values, company);
}

/**
 * One lead's message as a preview shows it: `renderFor` (what the sender sends) plus, for SMS, its
 * length and DLT verdict, for email the variables that came out empty.
 */
export function previewWith(
  ctx: Pick<AppContext, 'config'>,
  template: FrozenTemplate | TemplateSave,
  values: VariableValues,
  company: Company,
): TemplatePreview {
  const r = renderFor(
    template,
    values,
    company,
    template.channel === 'email' ? `${ctx.config.publicUrl}/api/unsubscribe/preview` : undefined,
  );
  if (r.channel === 'email') {
    const t = template as Extract<typeof template, { channel: 'email' }>;
    const empty = emptyVariables(values, t.subject, t.bodyHtml, t.bodyText ?? '');
    return { channel: 'email', subject: r.subject, html: r.html, text: r.text, empty };
  }
  if (r.channel === 'whatsapp') {
    const category = (template as FrozenWhatsAppTemplate).category;
    return { channel: 'whatsapp', text: r.text, params: r.params, empty: r.empty, category };
  }
  const len = smsLength(r.text);
  return {
    channel: 'sms',
    text: r.text,
    encoding: len.encoding,
    length: len.length,
    segments: len.segments,
    dltOk: r.problems.length === 0 && r.mismatch === null,
    problems: r.problems,
    mismatch: r.mismatch,
  };
}
