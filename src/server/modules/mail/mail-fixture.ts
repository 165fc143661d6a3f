import { expect } from 'vitest';
import { type SmtpCatcher, startSmtpCatcher } from '../../test/smtp-catcher';
import { call, type TestApp } from '../../test/test-app';

export const SMTP_USER = 'estatedesk';
export const SMTP_PASSWORD = 'Catcher-Pa55-9137';

/** An in-process SMTP server that wants SMTP_USER / SMTP_PASSWORD, as a provider would. */
export const startCatcher = (): Promise<SmtpCatcher> => startSmtpCatcher({ user: SMTP_USER, password: SMTP_PASSWORD });

/** Saves SMTP settings pointing at the catcher through the API, as an administrator does on /smtp. */
export async function configureSmtp(
  t: TestApp,
  adminToken: string,
  catcher: { host: string; port: number },
  overrides: Record<string, unknown> = {},
) {
  const res = await call(t.app, 'PUT', '/api/settings/smtp', {
    token: adminToken,
    body: {
      host: catcher.host,
      port: catcher.port,
      security: 'none',
      user: SMTP_USER,
      password: SMTP_PASSWORD,
      fromName: 'Sunrise Estates',
      fromAddress: 'crm@sunrise.example.in',
      replyTo: 'sales@sunrise.example.in',
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** Runs every due job now (the send-email jobs among them), on the app's injected clock. */
export const drainJobs = (t: TestApp) => t.app.appContext.jobs.drain();

/** The single-use token in a /create-password link inside a mail's text. */
export function tokenFromMail(text: string | undefined): string {
  const match = /\/create-password\?token=([\w-]+)/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no /create-password link in: ${text}`);
  return match[1];
}
