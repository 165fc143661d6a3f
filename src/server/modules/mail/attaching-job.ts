import { z } from 'zod';
import type { AppContext } from '../../context';
import type { OutboxAttachment } from '../../db/schema/email-outbox';
import { defineJob, PermanentJobError } from '../../jobs/job-definition';
import { outboxCause, releaseEmail } from './outbox';

/**
 * The prepare job of an email that carries a file the server keeps (a demand's letter, a receipt):
 * keeps the file for the record that caused the mail, then hands the mail to the send job with it
 * attached (decision 197). Run twice, it keeps one file and queues one send (both keyed by the row).
 */
export function defineAttachingEmailJob(options: {
  kind: string;
  /** The outbox row's `related_kind` this job prepares, and how to name it in a refusal. */
  relatedKind: string;
  what: string;
  keep: (ctx: AppContext, relatedId: string) => Promise<OutboxAttachment>;
}) {
  return defineJob({
    kind: options.kind,
    payload: z.object({ outboxId: z.uuid() }),
    maxAttempts: 5,
    lockSeconds: 120,
    async run(ctx, job) {
      const cause = await outboxCause(ctx.db, job.payload.outboxId);
      if (!cause) throw new PermanentJobError('The email to prepare no longer exists.');
      if (cause.relatedKind !== options.relatedKind || !cause.relatedId) {
        throw new PermanentJobError(`This email is not ${options.what}: its file cannot be made.`);
      }
      const kept = await options.keep(ctx, cause.relatedId);
      await ctx.db.transaction((tx) => releaseEmail(ctx, tx, job.payload.outboxId, [kept]));
      return kept;
    },
  });
}
