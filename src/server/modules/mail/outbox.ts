import { and, desc, eq } from 'drizzle-orm';
import type { EmailOutboxItem } from '../../../domain/schemas/smtp';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { emailOutbox } from '../../db/schema/email-outbox';
import { conflict, notFound } from '../../lib/app-error';
import { sendEmailJob } from '../../mail/send-email-job';
import { smtpSetting } from '../../mail/smtp-settings';
import { getCompany } from '../company/public';
import { type EmailContent, renderEmail } from './email-layout';

export interface QueueEmailInput {
  to: string;
  content: EmailContent;
  /** What caused it, for the admin list (e.g. 'invite', 'password-reset'). */
  related?: { kind: string; id: string };
  createdBy: string | null;
  /** One email per cause: queuing the same key again returns the first one. */
  idempotencyKey?: string;
}

export type QueueEmailResult = { queued: true; outboxId: string } | { queued: false; reason: 'not-configured' };

/**
 * Writes the outbox row and its send job in the caller's transaction, so the email exists exactly
 * when the change that causes it commits. Without SMTP settings nothing is queued: the caller
 * says so and offers the link to copy instead.
 */
export async function queueEmail(ctx: AppContext, tx: DbOrTx, input: QueueEmailInput): Promise<QueueEmailResult> {
  if ((await ctx.settings.get(smtpSetting, tx)) === null) return { queued: false, reason: 'not-configured' };
  const mail = renderEmail(await getCompany(tx), input.content);
  const [inserted] = await tx
    .insert(emailOutbox)
    .values({
      to: input.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      idempotencyKey: input.idempotencyKey ?? null,
      relatedKind: input.related?.kind ?? null,
      relatedId: input.related?.id ?? null,
      createdBy: input.createdBy,
      createdAt: ctx.clock(),
    })
    .onConflictDoNothing({ target: emailOutbox.idempotencyKey })
    .returning({ id: emailOutbox.id });
  const outboxId =
    inserted?.id ??
    (
      await tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(eq(emailOutbox.idempotencyKey, input.idempotencyKey ?? ''))
    )[0]?.id;
  if (!outboxId) throw new Error('outbox insert returned no row');
  await ctx.jobs.enqueue(
    tx,
    sendEmailJob,
    { outboxId },
    { idempotencyKey: `email:${outboxId}`, createdBy: input.createdBy },
  );
  return { queued: true, outboxId };
}

type OutboxRow = typeof emailOutbox.$inferSelect;

function toItem(row: OutboxRow): EmailOutboxItem {
  return {
    _id: row.id,
    to: row.to,
    subject: row.subject,
    status: row.status as EmailOutboxItem['status'],
    attempts: row.attempts,
    lastError: row.lastError,
    messageId: row.messageId,
    relatedKind: row.relatedKind,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export async function listRecentEmails(ctx: AppContext, limit = 50): Promise<EmailOutboxItem[]> {
  const rows = await ctx.db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
  return rows.map(toItem);
}

/**
 * Sends a failed email again (an administrator fixed the address's mailbox or the SMTP settings):
 * the row goes back to queued with a fresh send job. The job's key carries the attempts so far, so
 * each retry is a new job while a double click (the row is no longer failed) queues nothing twice.
 */
export async function retryEmail(ctx: AppContext, id: string, userId: string): Promise<EmailOutboxItem> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailOutbox)
      .set({ status: 'queued' })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
      .returning();
    if (!row) {
      const [existing] = await tx.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.id, id));
      if (!existing) throw notFound('That email does not exist.', 'EMAIL_NOT_FOUND');
      throw conflict('Only a failed email can be sent again.', 'EMAIL_NOT_FAILED');
    }
    await ctx.jobs.enqueue(
      tx,
      sendEmailJob,
      { outboxId: id },
      { idempotencyKey: `email:${id}:retry-${row.attempts}`, createdBy: userId },
    );
    return toItem(row);
  });
}
