import {
  WHATSAPP_TEMPLATE_CATEGORIES,
  WHATSAPP_TEMPLATE_STATUSES,
  type WhatsAppTemplateCategory,
  type WhatsAppTemplateStatus,
} from '../../../domain/schemas/whatsapp';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { WHATSAPP_VERIFY_TOKEN_SECRET } from '../../whatsapp/whatsapp-settings';
import { sameText } from '../inbound/public';
import { applyTemplateUpdate } from './templates';
import { type WebhookOutcome, webhookBatcher } from './webhook-batcher';
import type { TemplateEvent } from './webhook-parse';

/** Meta batches a few messages and statuses per call; a megabyte is far above any real one. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

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

/**
 * A signed webhook (decision 215). The signature over the raw bytes is checked inside the set's
 * transaction (webhook-batcher.ts), with the app secret read there once for every body that
 * arrived meanwhile: no secret saved, none sent, or a wrong one is 401 and stores nothing. What a
 * signed body holds is stored in that one transaction and answered after the commit, so Meta
 * retries what we did not keep.
 */
export async function receiveWebhook(
  ctx: AppContext,
  raw: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const { outcome, templateEvents } = await webhookBatcher(ctx).submit({ raw, signature });
  // Template changes are the provider module's, each in its own transaction after ours.
  for (const event of templateEvents) {
    const update = templateUpdateOf(event);
    if (update) await applyTemplateUpdate(ctx.db, update, ctx.clock());
  }
  return outcome;
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
