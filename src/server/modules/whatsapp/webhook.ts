import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';
import { whatsappAppSecretOf } from '../../whatsapp/provider-of';
import { WHATSAPP_VERIFY_TOKEN_SECRET } from '../../whatsapp/whatsapp-settings';
import { sameText, signatureMatches } from '../inbound/public';
import { storeInbound } from './inbound-messages';
import { recordStatuses } from './statuses';
import { parseWebhook } from './webhook-parse';

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
  if (parsed.templateEvents.length > 0) {
    // Template status and category changes are the provider module's (a sync reads them too).
    ctx.logger.info({ events: parsed.templateEvents.length }, 'WhatsApp template events received');
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
