// npm run demo:phone: the executive's phone app, as a script, against a running server (docs/phone-api.md).
import { DEMO_PASSWORD, demoEmail, demoTeam } from './demo-data';
import { runPhoneSession, type Send } from './phone-session';

const base = (process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
const firstOf = (role: 0 | 2) => demoEmail(demoTeam.find((p) => p.role === role)!.name);
const email = process.env.PHONE_EMAIL ?? firstOf(2);
const password = process.env.PHONE_PASSWORD ?? DEMO_PASSWORD;

const send: Send = async (method, url, options = {}) => {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  return { status: res.status, headers: Object.fromEntries(res.headers), data: text ? JSON.parse(text) : undefined };
};

/**
 * Another member's lead, to show the 404: OTHER_LEAD_ID, or one found by the demo administrator
 * (a setup step only; the phone itself never sees other members' leads).
 */
async function otherLead(): Promise<string | undefined> {
  if (process.env.OTHER_LEAD_ID) return process.env.OTHER_LEAD_ID;
  const admin = await send('POST', '/api/auth/login-email', { body: { email: firstOf(0), password: DEMO_PASSWORD } });
  if (admin.status !== 200) return undefined;
  const me = await send('POST', '/api/auth/login-email', { body: { email, password } });
  const leads = await send('GET', '/api/lead/getLeads?pageSize=50', { token: admin.data.token });
  return leads.data?.leads?.find(
    (l: { assignedTo: { _id: string } | null }) => l.assignedTo && l.assignedTo._id !== me.data?.user?._id,
  )?._id;
}

try {
  console.log(`Phone client → ${base} as ${email}\n`);
  const result = await runPhoneSession(send, {
    email,
    password,
    otherLeadId: await otherLead(),
    log: (l) => console.log(`• ${l}`),
  });
  console.log(
    `\nDone: outcome written ${result.outcomeWrites} time(s) for two sends; another member's lead answered ${result.otherLeadStatus ?? 'not tried'}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error('Is the server running (npm start) with the demo data (npm run seed:demo)?');
  process.exitCode = 1;
}
