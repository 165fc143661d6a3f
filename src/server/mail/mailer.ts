import { loadNodemailer } from '../lib/load-on-use';
import type { SettingsStore } from '../settings/settings-store';
import { describeSmtpError, type SmtpFailure } from './smtp-error';
import { SMTP_PASSWORD_SECRET, smtpSetting } from './smtp-settings';

/** A part of the message; with `cid` it is inline, shown where the HTML says `src="cid:…"`. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra header lines, e.g. List-Unsubscribe on campaign mail. */
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  /** The SMTP server's final reply, e.g. "250 2.0.0 Ok: queued as 1A2B". */
  response: string;
}

/** The mailer port (ctx.mailer). Throws MailError; never sends on its own retry. */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  isConfigured(): Promise<boolean>;
}

export class MailError extends Error {
  constructor(readonly failure: SmtpFailure & { notConfigured?: boolean }) {
    super(failure.message);
    this.name = 'MailError';
  }
}

export const mailNotConfigured = () =>
  new MailError({
    message: 'Email is not set up: an administrator fills in the SMTP settings first.',
    response: null,
    temporary: true,
    notConfigured: true,
  });

/**
 * Sends over SMTP with the settings stored now (read on every send, so a change on /smtp applies
 * at once and several processes agree). A transport per message: this app sends a few mails an
 * hour, and a pool would hold a connection with stale settings.
 */
export function createSmtpMailer(settings: SettingsStore): Mailer {
  return {
    async isConfigured() {
      return (await settings.get(smtpSetting)) !== null;
    },
    async send(message) {
      const smtp = await settings.get(smtpSetting);
      if (!smtp) throw mailNotConfigured();
      const password = smtp.user ? await settings.getSecret(SMTP_PASSWORD_SECRET) : null;
      const nodemailer = await loadNodemailer();
      const transport = nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.security === 'tls',
        requireTLS: smtp.security === 'starttls',
        // "None" means none: no opportunistic STARTTLS either, so what the screen says is what happens.
        ignoreTLS: smtp.security === 'none',
        auth: smtp.user ? { user: smtp.user, pass: password ?? '' } : undefined,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
        logger: false,
      });
      try {
        const info = await transport.sendMail({
          from: { name: smtp.fromName, address: smtp.fromAddress },
          replyTo: smtp.replyTo,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments,
          headers: message.headers,
        });
        return { messageId: info.messageId, response: String(info.response ?? '') };
      } catch (error) {
        throw new MailError(describeSmtpError(error, `${smtp.host}:${smtp.port}`, [password]));
      } finally {
        transport.close();
      }
    },
  };
}
