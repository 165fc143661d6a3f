import { indiaDateTime } from '../../../domain/india-date';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { type EmailContent, queueEmail } from '../mail/public';
import { issuePasswordToken, type PasswordTokenPurpose } from './password-tokens';

export interface PasswordLink {
  invitePath: string;
  expiresAt: string;
  /** The address the link was queued to, or null when email is not set up (copy the link instead). */
  emailedTo: string | null;
}

function linkEmail(purpose: PasswordTokenPurpose, name: string, url: string, expiresAt: string): EmailContent {
  const expiry = `The link works once and expires on ${indiaDateTime(expiresAt)} (India time).`;
  if (purpose === 'invite') {
    return {
      subject: 'You are invited to EstateDesk',
      greeting: `Hello ${name},`,
      paragraphs: ['An account has been made for you on EstateDesk. Choose your password to start.'],
      action: { label: 'Create your password', url },
      note: expiry,
    };
  }
  return {
    subject: 'Set a new EstateDesk password',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Someone asked for a link to set a new password for your EstateDesk account.',
      'If it was not you, ignore this email: your password stays as it is.',
    ],
    action: { label: 'Set a new password', url },
    note: expiry,
  };
}

/**
 * Issues a single-use /create-password link and queues it by email in the same transaction, so
 * the person gets exactly the link that was made. The path is returned too, for copying.
 */
export async function issuePasswordLink(
  ctx: AppContext,
  tx: DbOrTx,
  input: {
    user: { id: string; name: string; email: string };
    purpose: PasswordTokenPurpose;
    createdBy: string | null;
    ttlHours: number;
  },
): Promise<PasswordLink> {
  const link = await issuePasswordToken(tx, {
    userId: input.user.id,
    purpose: input.purpose,
    createdBy: input.createdBy,
    now: ctx.clock(),
    ttlHours: input.ttlHours,
  });
  const queued = await queueEmail(ctx, tx, {
    to: input.user.email,
    content: linkEmail(input.purpose, input.user.name, `${ctx.config.publicUrl}${link.invitePath}`, link.expiresAt),
    related: { kind: input.purpose === 'invite' ? 'invite' : 'password-reset', id: input.user.id },
    createdBy: input.createdBy,
  });
  return { ...link, emailedTo: queued.queued ? input.user.email : null };
}
