// npm run dev's WhatsApp: the fake Cloud API of the tests in a process of its own (decision 214).
// It prints every message it gets, posts "sent" and "delivered" back for each, and answers each
// text or template with the buyer's reply after ~3 s, so the inbox can be tried. It holds three
// sample templates (Sync now on /whatsapp-templates). What to put on /whatsapp-settings is printed
// at start; webhooks go to the dev API's /api/whatsapp/webhook signed with the app secret below.
import { startFakeWhatsAppCloud } from '../src/server/test/fake-whatsapp-cloud';
import { SAMPLE_WHATSAPP_TEMPLATES } from '../src/server/test/whatsapp-sample-templates';

const port = Number(process.env.DEV_WHATSAPP_PORT ?? 2527);
const accessToken = 'dev-whatsapp-token';
const appSecret = 'dev-whatsapp-app-secret';
const webhookUrl = `http://127.0.0.1:${process.env.DEV_API_PORT ?? 3001}/api/whatsapp/webhook`;

const fake = await startFakeWhatsAppCloud({
  port,
  accessToken,
  appSecret,
  webhookUrl,
  templates: SAMPLE_WHATSAPP_TEMPLATES,
  autoStatuses: true,
  onMessage: (m) => {
    const what =
      m.type === 'template'
        ? `template ${m.template?.name} [${m.template?.params.join(' | ')}]${m.template?.header ? ` + ${m.template.header.kind} ${m.template.header.fileName ?? ''}` : ''}`
        : m.type === 'text'
          ? `"${m.text}"`
          : `${m.type} ${m.media?.fileName ?? ''}${m.media?.caption ? ` "${m.media.caption}"` : ''}`;
    console.log(`whatsapp to ${m.to}: ${what} (${m.wamid})`);
    if (m.type !== 'text' && m.type !== 'template') return;
    setTimeout(() => {
      fake
        .inbound({ from: m.to, name: 'Dev Buyer', text: 'Yes, please call me after 6 pm' })
        .then((r) => console.log(`reply from ${m.to} posted: HTTP ${r.status}`))
        .catch((error: unknown) => console.log(`reply from ${m.to} not posted: ${String(error)}`));
    }, 3000);
  },
});
console.log(
  [
    `WhatsApp for development answers at ${fake.url}. On /whatsapp-settings choose the Cloud API and use:`,
    `  API address ${fake.url}, phone number id ${fake.phoneNumberId}, WhatsApp Business Account id ${fake.businessAccountId},`,
    `  access token ${accessToken}, app secret ${appSecret}. Webhooks go to ${webhookUrl}.`,
  ].join('\n'),
);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
