import { sql } from 'drizzle-orm';
import type { Company } from '../../../domain/schemas/company';
import type { AppContext } from '../../context';
import { PermanentJobError } from '../../jobs/job-definition';
import { mapLimit } from '../../lib/map-limit';
import type { MediaFile, TemplateSend } from '../../whatsapp/provider';
import { whatsappProviderOf } from '../../whatsapp/provider-of';
import type { Claimed, Outcome } from './recipient-claims';
import { rowsOf } from './rows';
import { variableValues } from './values';
import { emptyValueReason, type FrozenWhatsAppTemplate, renderWhatsApp } from './whatsapp-template';

/**
 * The WhatsApp branch of the campaign sender (decision 216): one template message per claimed
 * recipient through the provider port, with the recipient's id as the client reference (Meta echoes
 * it in `biz_opaque_callback_data`; it does not de-duplicate on it). A recipient whose mapped field
 * is empty is failed with the words, not sent: Meta refuses an empty parameter.
 */

/** Messages in flight at once within a batch (the batch itself is one second's worth). */
const CONCURRENCY = 10;
/** A recipient that failed temporarily this many times is given up. */
const MAX_ATTEMPTS_PER_RECIPIENT = 5;

export async function whatsappSetupForSend(ctx: AppContext) {
  const setup = await whatsappProviderOf(ctx);
  if (!setup) throw new PermanentJobError('WhatsApp was switched off in the settings; the campaign stopped.');
  return setup;
}

export async function sendWhatsAppBatch(
  ctx: AppContext,
  template: FrozenWhatsAppTemplate,
  batch: Claimed[],
  company: Company,
): Promise<Outcome[]> {
  const { provider } = await whatsappSetupForSend(ctx);
  const leadIds = [...new Set(batch.map((b) => b.lead_id).filter((v): v is string => !!v))];
  const values = await variableValues(ctx.db, leadIds, company, ctx.clock());
  const headerMedia = await headerMediaOf(ctx, template);
  return mapLimit(batch, CONCURRENCY, async (r): Promise<Outcome> => {
    const filled = renderWhatsApp(template, (r.lead_id && values.get(r.lead_id)) || {});
    if (filled.empty.length) {
      return { id: r.id, status: 'failed', reason: emptyValueReason(filled.empty), pid: null, text: null };
    }
    const result = await provider.sendTemplate({
      to: r.address,
      templateName: template.providerName,
      language: template.language,
      category: template.category,
      bodyParams: filled.params,
      headerMedia,
      clientRef: r.id,
    });
    if (result.ok) return { id: r.id, status: 'sent', reason: null, pid: result.providerId, text: filled.text };
    if (result.temporary && r.attempt < MAX_ATTEMPTS_PER_RECIPIENT) {
      return { id: r.id, status: 'queued', reason: result.reason, pid: null, text: null };
    }
    return { id: r.id, status: 'failed', reason: result.reason, pid: null, text: null };
  });
}

/** A media header's file from the document library, read once per batch. */
export async function headerMediaOf(ctx: AppContext, t: FrozenWhatsAppTemplate): Promise<TemplateSend['headerMedia']> {
  if (!t.headerDocumentId || !t.headerFormat || t.headerFormat === 'text') return null;
  const [row] = await rowsOf<{ key: string; name: string; type: string }>(
    ctx.db,
    sql`select f.storage_key as key, f.original_name as name, f.mime_type as type
      from documents d join files f on f.id = d.file_id where d.id = ${t.headerDocumentId}`,
  );
  if (!row) throw new PermanentJobError("The template's header document is no longer in the document library.");
  const { buffer } = await import('node:stream/consumers');
  const file: MediaFile = { fileName: row.name, mimeType: row.type, content: await buffer(ctx.storage.read(row.key)) };
  return { kind: t.headerFormat, file };
}
