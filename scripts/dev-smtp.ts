// npm run dev's mail server: a real SMTP server in a process of its own that keeps every message
// and prints it, so invitations and reset links can be followed without a mail provider. It asks
// for a user and password like a provider, so a wrong password on /smtp fails as it would there.
import { startSmtpCatcher } from '../src/server/test/smtp-catcher';

const port = Number(process.env.DEV_SMTP_PORT ?? 2525);
const user = 'dev';
const password = 'dev-mail-password';

const catcher = await startSmtpCatcher({
  port,
  user,
  password,
  onMail: (mail) => {
    const files = mail.parsed.attachments.map((a) => `${a.filename ?? 'unnamed'} (${a.size} bytes)`);
    console.log(
      `mail to ${mail.to.join(', ')}: ${mail.parsed.subject ?? '(no subject)'}${files.length ? ` — attached: ${files.join(', ')}` : ''}`,
    );
    // Campaign mail carries the one-click unsubscribe headers (RFC 8058); show them so they can be checked.
    for (const h of mail.parsed.headerLines) if (h.key.startsWith('list-unsubscribe')) console.log(`  ${h.line}`);
    for (const line of (mail.parsed.text ?? '').split('\n'))
      if (/https?:\/\//.test(line)) console.log(`  ${line.trim()}`);
  },
});
console.log(
  `Mail for development goes to smtp://127.0.0.1:${catcher.port} — on /smtp use host 127.0.0.1, port ${catcher.port}, security None, user ${user}, password ${password}.`,
);
const stop = () => void catcher.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
