import { sql } from 'drizzle-orm';
import { placeholderCount } from '../../../domain/messaging/whatsapp-template';
import type { WhatsAppTemplateParts } from '../../../domain/schemas/whatsapp';
import type { AppContext } from '../../context';
import { messageTemplates } from '../../db/schema/messaging';
import { badRequest } from '../../lib/app-error';
import type { ProviderTemplate } from '../../whatsapp/provider';
import { whatsappProviderOf } from '../../whatsapp/provider-of';

const keyOf = (t: { providerName: string; language: string }) => `${t.providerName}\u0000${t.language}`;

/** The provider's side of a template, to tell a changed one from one that is the same. */
const providerSide = (p: WhatsAppTemplateParts) =>
  JSON.stringify([p.providerId, p.category, p.status, p.rejectedReason, p.header, p.body, p.footer, p.buttons]);

/**
 * What one provider template becomes, given what we held of it: the provider's content, our
 * mapping kept (cut or padded to the placeholders it has now), the old category remembered when
 * Meta changed it.
 */
export function mergeTemplate(
  t: ProviderTemplate,
  before: WhatsAppTemplateParts | undefined,
  syncedAt: string,
): WhatsAppTemplateParts {
  const count = placeholderCount(t.body);
  const mediaHeader = !!t.header && t.header.format !== 'text';
  return {
    providerName: t.name,
    language: t.language,
    providerId: t.providerId,
    category: t.category,
    previousCategory: before && before.category !== t.category ? before.category : (before?.previousCategory ?? null),
    status: t.status,
    rejectedReason: t.rejectedReason,
    header: t.header,
    body: t.body,
    footer: t.footer,
    buttons: t.buttons,
    params: Array.from({ length: count }, (_, i) => before?.params[i] ?? null),
    headerDocumentId: mediaHeader ? (before?.headerDocumentId ?? null) : null,
    syncedAt,
  };
}

/**
 * POST /api/whatsapp/templates/sync: the provider's list made ours in one transaction of three
 * statements: one upsert of every template (keyed by provider name and language, the unique
 * index of 0050), one delete of those the provider no longer has (campaigns keep their frozen
 * copy; their template id goes null). Works before WhatsApp is switched on, to prepare templates.
 */
export async function syncWhatsAppTemplates(ctx: AppContext, by: string) {
  const setup = await whatsappProviderOf(ctx, { evenIfDisabled: true });
  if (!setup) throw badRequest('Set up WhatsApp in WhatsApp Settings first, then sync the templates.');
  const listed = await setup.provider.listTemplates();
  if (!listed.ok) throw badRequest(`The templates could not be read: ${listed.reason}`, undefined, 'PROVIDER_REFUSED');
  // A provider listing one name and language twice (paging overlap) is one template.
  const fromProvider = [...new Map(listed.templates.map((t) => [`${t.name}\u0000${t.language}`, t])).values()];
  const now = ctx.clock();
  const syncedAt = now.toISOString();

  return ctx.db.transaction(async (tx) => {
    const held = await tx
      .select({ whatsapp: messageTemplates.whatsapp })
      .from(messageTemplates)
      .where(sql`${messageTemplates.channel} = 'whatsapp'`)
      .for('update');
    const before = new Map(held.flatMap((r) => (r.whatsapp ? [[keyOf(r.whatsapp), r.whatsapp] as const] : [])));
    const merged = fromProvider.map((t) => ({
      t,
      parts: mergeTemplate(t, before.get(keyOf({ providerName: t.name, language: t.language })), syncedAt),
    }));
    let added = 0;
    let updated = 0;
    const recategorised: string[] = [];
    for (const { parts } of merged) {
      const old = before.get(keyOf(parts));
      if (!old) added++;
      else if (providerSide(old) !== providerSide(parts)) updated++;
      if (old && old.category !== parts.category) recategorised.push(parts.providerName);
    }
    if (merged.length > 0) {
      const payload = JSON.stringify(merged.map(({ t, parts }) => ({ name: t.name, parts })));
      await tx.execute(sql`
        insert into message_templates (channel, name, whatsapp, created_by, created_at, updated_at)
        select 'whatsapp', x.name, x.parts, ${by}::uuid, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${payload}::jsonb) as x(name text, parts jsonb)
        on conflict ((whatsapp ->> 'providerName'), (whatsapp ->> 'language')) where channel = 'whatsapp'
        do update set whatsapp = excluded.whatsapp, updated_at = excluded.updated_at`);
    }
    const keys = JSON.stringify(merged.map(({ parts }) => ({ n: parts.providerName, l: parts.language })));
    const removed = await tx.execute(sql`
      delete from message_templates m
      where m.channel = 'whatsapp'
        and not exists (select 1 from jsonb_to_recordset(${keys}::jsonb) as k(n text, l text)
          where k.n = m.whatsapp ->> 'providerName' and k.l = m.whatsapp ->> 'language')
      returning m.id`);
    const removedCount = (removed as unknown as { rows: unknown[] }).rows.length;
    const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
    const parts = [
      `${plural(merged.length, 'template')} at the provider`,
      `${added} new`,
      `${updated} changed`,
      `${removedCount} removed`,
    ];
    const message = `Synced: ${parts.join(', ')}.${
      recategorised.length ? ` Meta changed the category of ${recategorised.join(', ')}.` : ''
    }`;
    return { added, updated, removed: removedCount, recategorised, message };
  });
}
