import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { companyProfile } from '../db/schema/company';
import { files } from '../db/schema/files';
import type { MailAttachment, MailMessage } from './mailer';

/**
 * The Content-ID the letterhead's <img> points at. The logo travels inside the message as an
 * inline part, so mail programs show it without fetching anything (most block remote images, and
 * our file route needs a session anyway).
 */
export const LOGO_CID = 'company-logo@estatedesk';

const logoTag = new RegExp(`<img[^>]*src="cid:${LOGO_CID.replace(/[.@]/g, '\\$&')}"[^>]*>`, 'g');

type LogoContext = Pick<AppContext, 'db' | 'storage' | 'logger'>;

async function readLogo(ctx: LogoContext): Promise<MailAttachment | null> {
  const [logo] = await ctx.db
    .select({ key: files.storageKey, name: files.originalName, type: files.mimeType })
    .from(companyProfile)
    .innerJoin(files, eq(files.id, companyProfile.logoFileId));
  if (!logo) return null;
  try {
    const content = await buffer(ctx.storage.read(logo.key));
    return { filename: logo.name, content, contentType: logo.type, cid: LOGO_CID };
  } catch (error) {
    // A missing logo file must not stop an invitation or a reset link from going out.
    ctx.logger.warn({ err: error }, 'The company logo could not be read; the email goes without it.');
    return null;
  }
}

/**
 * Attaches the company logo the HTML part points at, read when the mail is sent (the outbox keeps
 * the rendered HTML, not the image). When the logo was removed since the mail was queued, the
 * <img> is dropped rather than left broken.
 */
export async function withLetterheadLogo(ctx: LogoContext, message: MailMessage): Promise<MailMessage> {
  if (!message.html.includes(`cid:${LOGO_CID}`)) return message;
  const logo = await readLogo(ctx);
  if (!logo) return { ...message, html: message.html.replace(logoTag, '') };
  return { ...message, attachments: [...(message.attachments ?? []), logo] };
}
