import { indiaDateTime } from '../../../domain/india-date';
import type { SmtpSettingsSave, SmtpSettingsView, SmtpTestResult } from '../../../domain/schemas/smtp';
import type { AppContext } from '../../context';
import { withLetterheadLogo } from '../../mail/letterhead-logo';
import { MailError } from '../../mail/mailer';
import { SMTP_PASSWORD_SECRET, smtpSetting } from '../../mail/smtp-settings';
import { getCompany } from '../company/public';
import { renderEmail } from './email-layout';

export async function getSmtpSettings(ctx: AppContext): Promise<SmtpSettingsView> {
  const stored = await ctx.settings.get(smtpSetting);
  return {
    settings: stored ? { ...stored, user: stored.user ?? null, replyTo: stored.replyTo ?? null } : null,
    password: await ctx.settings.secretStatus(SMTP_PASSWORD_SECRET),
  };
}

/** Saves the settings; a new password replaces the stored one, an empty one keeps it. */
export async function saveSmtpSettings(ctx: AppContext, input: SmtpSettingsSave, userId: string) {
  const { password, clearPassword, ...settings } = input;
  await ctx.db.transaction(async (tx) => {
    await ctx.settings.set(smtpSetting, settings, { by: userId, db: tx });
    if (password) await ctx.settings.setSecret(SMTP_PASSWORD_SECRET, password, { by: userId, db: tx });
    else if (clearPassword) await ctx.settings.setSecret(SMTP_PASSWORD_SECRET, null, { by: userId, db: tx });
  });
  return getSmtpSettings(ctx);
}

/**
 * Sends at once, not through the outbox: the administrator is waiting for the server's answer,
 * which is shown word for word (or its exact error) on the screen.
 */
export async function sendTestEmail(ctx: AppContext, to: string): Promise<SmtpTestResult> {
  const mail = renderEmail(await getCompany(ctx.db), {
    subject: 'EstateDesk test email',
    greeting: 'Hello,',
    paragraphs: [
      `This is a test email from EstateDesk, sent on ${indiaDateTime(ctx.clock())} (India time).`,
      'If you can read it, invitations and password reset links will reach your team.',
    ],
  });
  try {
    const sent = await ctx.mailer.send(await withLetterheadLogo(ctx, { to, ...mail }));
    return {
      ok: true,
      message: `The SMTP server accepted the test email for ${to}.`,
      response: sent.response,
      messageId: sent.messageId,
    };
  } catch (error) {
    if (!(error instanceof MailError)) throw error;
    return { ok: false, message: error.failure.message, response: error.failure.response, messageId: null };
  }
}
