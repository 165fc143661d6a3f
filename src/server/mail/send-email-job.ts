import { buffer } from 'node:stream/consumers';
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context';
import { emailOutbox, type OutboxAttachment } from '../db/schema/email-outbox';
import { files } from '../db/schema/files';
import { DEFAULT_MAX_ATTEMPTS, defineJob, PermanentJobError } from '../jobs/job-definition';
import { withLetterheadLogo } from './letterhead-logo';
import { type MailAttachment, MailError } from './mailer';

const MAX_ATTEMPTS = DEFAULT_MAX_ATTEMPTS;

/**
 * Sends one outbox row. A row already marked sent is never sent again (a job taken again after
 * its worker died, or a retry pressed twice); the row is marked sent straight after the server
 * accepts it, so the window in which a crash could repeat a mail is that one update.
 */
export const sendEmailJob = defineJob({
  kind: 'email.send',
  payload: z.object({ outboxId: z.uuid() }),
  maxAttempts: MAX_ATTEMPTS,
  lockSeconds: 120,
  async run(ctx, job) {
    const { outboxId } = job.payload;
    const [row] = await ctx.db
      .update(emailOutbox)
      .set({ attempts: sql`${emailOutbox.attempts} + 1`, status: 'queued' })
      .where(sql`${emailOutbox.id} = ${outboxId} and ${emailOutbox.status} <> 'sent'`)
      .returning();
    if (!row) {
      const [existing] = await ctx.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, outboxId));
      if (!existing) throw new PermanentJobError('The email to send no longer exists.');
      return { alreadySent: true };
    }
    try {
      const message = {
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachments: await readAttachments(ctx, row.attachments),
      };
      const sent = await ctx.mailer.send(await withLetterheadLogo(ctx, message));
      await ctx.db
        .update(emailOutbox)
        .set({ status: 'sent', messageId: sent.messageId, sentAt: ctx.clock(), lastError: null })
        .where(eq(emailOutbox.id, outboxId));
      return { messageId: sent.messageId, response: sent.response };
    } catch (error) {
      const failure =
        error instanceof MailError ? error.failure : { message: 'Sending failed unexpectedly.', temporary: true };
      const final = !failure.temporary || job.attempt >= MAX_ATTEMPTS;
      await ctx.db
        .update(emailOutbox)
        .set({ status: final ? 'failed' : 'queued', lastError: failure.message })
        .where(eq(emailOutbox.id, outboxId));
      if (final) throw new PermanentJobError(failure.message);
      throw new Error(failure.message);
    }
  },
});

/**
 * The kept files a mail carries, read from storage as it is sent. A file that is gone fails the
 * mail for good: a demand email without its letter is not the email that was meant.
 */
async function readAttachments(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  list: OutboxAttachment[],
): Promise<MailAttachment[]> {
  if (list.length === 0) return [];
  const stored = await ctx.db
    .select({ id: files.id, key: files.storageKey, type: files.mimeType })
    .from(files)
    .where(
      inArray(
        files.id,
        list.map((a) => a.fileId),
      ),
    );
  const byId = new Map(stored.map((f) => [f.id, f]));
  const out: MailAttachment[] = [];
  for (const a of list) {
    const file = byId.get(a.fileId);
    if (!file)
      throw new MailError({
        message: `The attachment ${a.fileName} no longer exists.`,
        response: null,
        temporary: false,
      });
    out.push({ filename: a.fileName, content: await buffer(ctx.storage.read(file.key)), contentType: file.type });
  }
  return out;
}
