import {
  WHATSAPP_TEMPLATE_CATEGORIES,
  WHATSAPP_TEMPLATE_STATUSES,
  type WhatsAppTemplateCategory,
  type WhatsAppTemplateStatus,
} from '../../../domain/schemas/whatsapp';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';
import { whatsappAppSecretOf } from '../../whatsapp/provider-of';
import { WHATSAPP_VERIFY_TOKEN_SECRET } from '../../whatsapp/whatsapp-settings';
import { sameText, signatureMatches } from '../inbound/public';
import { storeInbound } from './inbound-messages';
import { recordStatuses } from './statuses';
import { applyTemplateUpdate } from './templates';
import { parseWebhook, type TemplateEvent } from './webhook-parse';

/** Meta batches a few messages and statuses per call; a megabyte is far above any real one. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

const refused = (message: string) => new AppError(401, 'WHATSAPP_SIGNATURE', message);

/** GET handshake: the challenge when the mode is subscribe and the verify token is ours; else 403. */
export async function verifyHandshake(
  ctx: Pick<AppContext, 'settings'>,
  q: { mode?: string | undefined; token?: string | undefined; challenge?: string | undefined },
): Promise<string> {
  const ours = await ctx.settings.getSecret(WHATSAPP_VERIFY_TOKEN_SECRET);
  if (q.mode !== 'subscribe' || !q.challenge || !sameText(q.token, ours)) {
    throw new AppError(403, 'WHATSAPP_VERIFY', 'The verify token is wrong, or this is not a subscribe handshake.');
  }
  return q.challenge;
}

export interface WebhookOutcome {
  messages: number;
  duplicates: number;
  statuses: number;
  leadsCreated: number;
  skipped: number;
}

/**
 * A signed webhook (decision 215): the signature over the raw bytes first (no app secret saved,
 * none sent, or a wrong one: 401 and nothing stored), then everything in it in one transaction,
 * answered after the commit so Meta retries what we did not keep. A race with another delivery
 * making the same new lead loses on the one-live-lead-per-mobile index and is run again; it then
 * finds that lead.
 */
export async function receiveWebhook(
  ctx: AppContext,
  raw: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const secret = await whatsappAppSecretOf(ctx);
  if (!secret) throw refused('No app secret is saved in the WhatsApp settings, so no webhook can be trusted.');
  if (!signatureMatches(raw, secret, signature)) throw refused('The X-Hub-Signature-256 does not match this body.');
  let data: unknown;
  try {
    data = JSON.parse(raw.toString('utf8'));
  } catch {
    // Signed but not JSON: nothing we can keep; 200 so Meta does not retry it forever.
    ctx.logger.warn('a signed WhatsApp webhook was not JSON; ignored');
    return { messages: 0, duplicates: 0, statuses: 0, leadsCreated: 0, skipped: 1 };
  }
  const parsed = parseWebhook(data, ctx.clock());
  if (parsed.skipped > 0) ctx.logger.warn({ skipped: parsed.skipped }, 'parts of a WhatsApp webhook were not read');
  for (const event of parsed.templateEvents) {
    const update = templateUpdateOf(event);
    if (update) await applyTemplateUpdate(ctx.db, update, ctx.clock());
  }
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const inbound = await storeInbound(ctx, tx, parsed.messages);
        await recordStatuses(tx, parsed.statuses);
        return {
          messages: inbound.stored,
          duplicates: inbound.duplicates,
          statuses: parsed.statuses.length,
          leadsCreated: inbound.leadsCreated,
          skipped: parsed.skipped,
        };
      });
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && attempt < 2) continue;
      throw error;
    }
  }
}

const lower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : '');

/**
 * Meta's template webhooks as the provider module's update: `message_template_status_update`
 * (event APPROVED, REJECTED, PAUSED, DISABLED…) and `template_category_update` (new_category).
 * An event we have no word for changes nothing.
 */
function templateUpdateOf(e: TemplateEvent): Parameters<typeof applyTemplateUpdate>[1] | null {
  const providerName = typeof e.value.message_template_name === 'string' ? e.value.message_template_name : null;
  const language = typeof e.value.message_template_language === 'string' ? e.value.message_template_language : null;
  if (!providerName || !language) return null;
  if (e.field === 'message_template_status_update') {
    const status = lower(e.value.event);
    if (!(WHATSAPP_TEMPLATE_STATUSES as readonly string[]).includes(status)) return null;
    const reason = typeof e.value.reason === 'string' && e.value.reason !== 'NONE' ? e.value.reason : null;
    return { providerName, language, status: status as WhatsAppTemplateStatus, reason };
  }
  if (e.field === 'template_category_update') {
    const category = lower(e.value.new_category);
    if (!(WHATSAPP_TEMPLATE_CATEGORIES as readonly string[]).includes(category)) return null;
    return { providerName, language, category: category as WhatsAppTemplateCategory };
  }
  return null;
}
