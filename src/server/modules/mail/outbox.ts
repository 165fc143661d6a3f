import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { EmailOutboxItem } from '../../../domain/schemas/smtp';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { emailOutbox, type OutboxAttachment } from '../../db/schema/email-outbox';
import type { JobDefinition } from '../../jobs/job-definition';
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
  /** Files already kept (`files` rows) to send with it. */
  attachments?: OutboxAttachment[];
}

export interface QueueEmailsOptions {
  /**
   * A job of the caller's module that makes what the mail carries (a PDF kept as a file) and then
   * hands the mail on with `releaseEmail` (decision 197). Without it the send job is queued at once.
   */
  prepare?: JobDefinition<{ outboxId: string }>;
}

export type QueueEmailResult = { queued: true; outboxId: string } | { queued: false; reason: 'not-configured' };
export type QueueEmailsResult = { queued: true; outboxIds: string[] } | { queued: false; reason: 'not-configured' };

/**
 * Writes the outbox row and its send job in the caller's transaction, so the email exists exactly
 * when the change that causes it commits. Without SMTP settings nothing is queued: the caller
 * says so and offers the link to copy instead.
 */
export async function queueEmail(
  ctx: AppContext,
  tx: DbOrTx,
  input: QueueEmailInput,
  opts: QueueEmailsOptions = {},
): Promise<QueueEmailResult> {
  const result = await queueEmails(ctx, tx, [input], opts);
  if (!result.queued) return result;
  const [outboxId] = result.outboxIds;
  if (!outboxId) throw new Error('outbox insert returned no row');
  return { queued: true, outboxId };
}

/**
 * Many emails in the caller's transaction with a fixed number of statements, whatever their
 * number: one INSERT … SELECT of the outbox rows (a key already used keeps its first row), one
 * SELECT of the rows a key already held, and one INSERT … SELECT of their jobs (the same
 * `email:<outbox id>` key as ever, so a retried batch queues no second send). `outboxIds` follows
 * the order of `inputs`. A tower's 500 demands cost three statements, not 500 × 6.
 */
export async function queueEmails(
  ctx: AppContext,
  tx: DbOrTx,
  inputs: QueueEmailInput[],
  opts: QueueEmailsOptions = {},
): Promise<QueueEmailsResult> {
  if ((await ctx.settings.get(smtpSetting, tx)) === null) return { queued: false, reason: 'not-configured' };
  if (inputs.length === 0) return { queued: true, outboxIds: [] };
  const company = await getCompany(tx);
  const now = ctx.clock();
  const rows = inputs.map((input) => {
    const mail = renderEmail(company, input.content);
    return {
      id: randomUUID(),
      to: input.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: input.attachments ?? [],
      key: input.idempotencyKey ?? null,
      related_kind: input.related?.kind ?? null,
      related_id: input.related?.id ?? null,
      created_by: input.createdBy,
    };
  });
  const inserted = new Set(
    rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into email_outbox (id, "to", subject, text, html, attachments, idempotency_key, related_kind,
          related_id, created_by, created_at)
        select x.id, x."to", x.subject, x.text, x.html, x.attachments, x.key, x.related_kind, x.related_id,
          x.created_by, ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id uuid, "to" text, subject text, text text,
          html text, attachments jsonb, key text, related_kind text, related_id text, created_by uuid)
        on conflict (idempotency_key) do nothing
        returning id`),
    ).map((r) => r.id),
  );
  const heldKeys = rows.filter((r) => !inserted.has(r.id) && r.key !== null).map((r) => r.key as string);
  const held = new Map<string, string>();
  if (heldKeys.length) {
    const found = await tx
      .select({ id: emailOutbox.id, key: emailOutbox.idempotencyKey })
      .from(emailOutbox)
      .where(inArray(emailOutbox.idempotencyKey, heldKeys));
    for (const f of found) held.set(f.key as string, f.id);
  }
  const outboxIds = rows.map((r) => {
    const id = inserted.has(r.id) ? r.id : r.key !== null ? held.get(r.key) : undefined;
    if (!id) throw new Error('outbox insert returned no row');
    return id;
  });
  const prepare = opts.prepare;
  const jobs = outboxIds.map((outboxId, i) => ({
    payload: { outboxId },
    idempotencyKey: prepare ? `prepare:${outboxId}` : `email:${outboxId}`,
    createdBy: inputs[i]?.createdBy ?? null,
  }));
  if (prepare) await ctx.jobs.enqueueMany(tx, prepare, jobs);
  else await ctx.jobs.enqueueMany(tx, sendEmailJob, jobs);
  return { queued: true, outboxIds };
}

/**
 * A prepared mail goes out: its attachments are written on the row and its send job queued, in the
 * caller's transaction (the same `email:<id>` key, so a prepare job run twice sends once).
 */
export async function releaseEmail(
  ctx: AppContext,
  tx: DbOrTx,
  outboxId: string,
  attachments: OutboxAttachment[],
): Promise<void> {
  const [row] = await tx
    .update(emailOutbox)
    .set({ attachments })
    .where(eq(emailOutbox.id, outboxId))
    .returning({ createdBy: emailOutbox.createdBy });
  if (!row) return;
  await ctx.jobs.enqueue(
    tx,
    sendEmailJob,
    { outboxId },
    { idempotencyKey: `email:${outboxId}`, createdBy: row.createdBy },
  );
}

/** What a prepare job reads of its mail: the record that caused it. Null when the row is gone. */
export async function outboxCause(
  db: DbOrTx,
  outboxId: string,
): Promise<{ relatedKind: string | null; relatedId: string | null } | null> {
  const [row] = await db
    .select({ relatedKind: emailOutbox.relatedKind, relatedId: emailOutbox.relatedId })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, outboxId));
  return row ?? null;
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
