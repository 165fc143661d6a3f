import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** The envelope as the client gave it (MAIL FROM / RCPT TO). */
  from: string;
  to: string[];
  /** The user the client authenticated as, if any. */
  user: string | null;
  parsed: ParsedMail;
}

export interface SmtpCatcher {
  host: string;
  port: number;
  mails: CaughtMail[];
  /** Resolves with the first mail (already caught or still to come) that matches. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /**
   * The next RCPT TO is answered with this reply, e.g. (451, 'Try later') or (550, 'No such user');
   * with `to`, the next one for that address, so other mail reaching the server (another spec's
   * queued retries on the shared e2e server) cannot take the refusal meant for a test's own email.
   */
  rejectNext(responseCode: number, message: string, to?: string): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server in this process (smtp-server + mailparser) for tests, e2e and `npm run dev`:
 * the app talks SMTP to it exactly as to a provider, and tests read the message that arrived. With
 * a user and password it refuses other credentials with 535, as a real server does.
 */
export async function startSmtpCatcher(
  options: { port?: number; host?: string; user?: string; password?: string; onMail?: (mail: CaughtMail) => void } = {},
): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const waiters: { match: (mail: CaughtMail) => boolean; resolve: (mail: CaughtMail) => void }[] = [];
  let rejection: { code: number; message: string; to: string | undefined } | null = null;
  const requireAuth = options.user !== undefined;

  const server = new SMTPServer({
    authOptional: !requireAuth,
    allowInsecureAuth: true,
    disabledCommands: requireAuth ? [] : ['AUTH'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.password) {
        callback(null, { user: auth.username });
        return;
      }
      const error = Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 });
      callback(error);
    },
    onRcptTo(address, _session, callback) {
      if (rejection && (rejection.to === undefined || rejection.to === address.address)) {
        const { code, message } = rejection;
        rejection = null;
        callback(Object.assign(new Error(message), { responseCode: code }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: CaughtMail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            user: typeof session.user === 'string' ? session.user : null,
            parsed,
          };
          mails.push(mail);
          options.onMail?.(mail);
          for (const waiter of [...waiters]) {
            if (waiter.match(mail)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch(callback);
    },
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    host,
    port,
    mails,
    waitFor(match, timeoutMs = 5_000) {
      const found = mails.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No matching mail arrived in time.')), timeoutMs);
        waiters.push({
          match,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    rejectNext(code, message, to) {
      rejection = { code, message, to };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
