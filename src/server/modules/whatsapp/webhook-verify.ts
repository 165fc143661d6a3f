import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { signatureMatches } from '../inbound/public';
import { type ParsedWebhook, parseWebhook } from './webhook-parse';

const refused = (message: string) => new AppError(401, 'WHATSAPP_SIGNATURE', message);

/** Checks one body against the secret and reads it; an AppError (401) when it is not Meta's. */
export function verifiedBody(
  ctx: Pick<AppContext, 'clock' | 'logger'>,
  secret: string | null,
  raw: Buffer,
  signature: string | undefined,
): ParsedWebhook {
  if (!secret) throw refused('No app secret is saved in the WhatsApp settings, so no webhook can be trusted.');
  if (!signatureMatches(raw, secret, signature)) throw refused('The X-Hub-Signature-256 does not match this body.');
  let data: unknown;
  try {
    data = JSON.parse(raw.toString('utf8'));
  } catch {
    // Signed but not JSON: nothing we can keep; 200 so Meta does not retry it forever.
    ctx.logger.warn('a signed WhatsApp webhook was not JSON; ignored');
    return { messages: [], statuses: [], templateEvents: [], skipped: 1 };
  }
  const parsed = parseWebhook(data, ctx.clock());
  if (parsed.skipped > 0) ctx.logger.warn({ skipped: parsed.skipped }, 'parts of a WhatsApp webhook were not read');
  return parsed;
}
