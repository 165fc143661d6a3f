// npm run dev's SMS gateway: the fake gateway of the tests in a process of its own, printing every
// SMS it would send. On /sms-settings use its URL, any 19-digit entity id, the API key below and
// the DLR secret it prints (DEV_SMS_DLR_SECRET; npm run dev sets dev-dlr-secret): delivery reports
// then come back to the API.
import { startFakeSmsGateway } from '../src/server/test/fake-sms-gateway';

const port = Number(process.env.DEV_SMS_PORT ?? 2526);
const apiKey = 'dev-sms-key';
const gateway = await startFakeSmsGateway({
  port,
  apiKey,
  onMessage: (m) => console.log(`sms to ${m.to} from ${m.sender} (DLT ${m.templateId}): ${m.text}`),
});
const secret = process.env.DEV_SMS_DLR_SECRET;
if (secret)
  gateway.reportTo({ url: `http://127.0.0.1:${process.env.DEV_API_PORT ?? 3001}/api/sms/dlr/generic`, secret });
console.log(
  `SMS for development goes to ${gateway.url} — on /sms-settings use that URL, API key ${apiKey}${secret ? `, DLR secret ${secret}` : ' (start with DEV_SMS_DLR_SECRET=<the DLR secret> to get delivery reports)'}.`,
);
const stop = () => void gateway.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
