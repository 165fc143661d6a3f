/** What a failed SMTP exchange means for a person and for the retry policy. */
export interface SmtpFailure {
  /** A sentence for the administrator, carrying the server's own words where it gave any. */
  message: string;
  /** The SMTP server's reply line, when it sent one. */
  response: string | null;
  /** 4xx replies and connection trouble may pass; a 5xx reply will not change by retrying. */
  temporary: boolean;
}

interface NodemailerError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
  cause?: unknown;
}

const CERTIFICATE = /certificate|self[- ]signed|CERT_|unable to verify/i;

/**
 * Turns a nodemailer error into SmtpFailure. `secrets` are scrubbed from every text (a server
 * might echo what it was sent), so the result is safe to store, show and log.
 */
export function describeSmtpError(error: unknown, where: string, secrets: (string | null)[] = []): SmtpFailure {
  const e = (error ?? {}) as NodemailerError;
  const scrub = (text: string) =>
    secrets.reduce<string>((out, secret) => {
      if (!secret) return out;
      return out.split(secret).join('•••').split(Buffer.from(secret).toString('base64')).join('•••');
    }, text);
  const response = e.response ? scrub(e.response.trim()) : null;
  const raw = scrub(String(e.message ?? error));
  const code = e.responseCode;
  const temporary = code === undefined || (code >= 400 && code < 500);
  let message: string;
  if (e.code === 'EAUTH') {
    message = `The SMTP server refused the user name or password: ${response ?? raw}`;
  } else if (CERTIFICATE.test(raw)) {
    message = `The SMTP server's TLS certificate was not accepted (${raw}).`;
  } else if (/ECONNREFUSED/.test(raw)) {
    message = `Could not connect to ${where}: connection refused. Check the host and port.`;
  } else if (/ENOTFOUND|EAI_AGAIN/.test(raw) || e.code === 'EDNS') {
    message = `The SMTP host in ${where} could not be found (${raw}).`;
  } else if (e.code === 'ETIMEDOUT' || /timed? ?out/i.test(raw)) {
    message = `The SMTP server at ${where} did not answer in time (${raw}).`;
  } else if (e.code === 'ETLS' || /wrong version number|ssl/i.test(raw)) {
    message = `The TLS connection to ${where} failed (${raw}). Check that Security matches the port (TLS for 465, STARTTLS for 587).`;
  } else if (response) {
    message = `The SMTP server refused the email: ${response}`;
  } else {
    message = `Sending failed: ${raw}`;
  }
  return { message, response, temporary };
}
