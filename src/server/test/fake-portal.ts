import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { istDate } from '../../domain/india-date';

/**
 * A fake property portal for tests, e2e and the bench: 99acres-style XML, MagicBricks-
 * style JSON, Housing-style signed pulls (the signature is checked), a generic JSON API with
 * pages, and a Graph API that answers Meta leads. Each can be told to refuse, break its answer
 * or stay silent, so the connectors are tested against real HTTP.
 */

export interface FakeEnquiry {
  id: string;
  name: string;
  mobile: string;
  email?: string;
  project?: string;
  message?: string;
  at: Date;
}

export type FakeMode = 'ok' | 'error' | 'malformed' | 'silent' | 'http500';

export interface FakePortal {
  url: string;
  enquiries: FakeEnquiry[];
  /** Per route (acres99, magicbricks, housing, generic, graph): how the next answers behave. */
  mode: Record<string, FakeMode>;
  credentials: {
    user: string;
    password: string;
    mbKey: string;
    housingKey: string;
    profileId: string;
    bearer: string;
    pageToken: string;
  };
  /** Every request as it arrived (path and query), to count pages and windows. */
  requests: { route: string; query: Record<string, string>; body: string }[];
  /** Meta leads the Graph API knows, by leadgen id. */
  graphLeads: Map<string, { id: string; created_time: string; field_data: { name: string; values: string[] }[] }>;
  /** Delay before each answer (ms): slows the portal without stopping it. */
  delayMs: number;
  close(): Promise<void>;
}

const IST = 330 * 60_000;
const istText = (d: Date) => new Date(d.getTime() + IST).toISOString().slice(0, 19).replace('T', ' ');
const fromIst = (s: string) => new Date(`${s.replace(' ', 'T')}+05:30`);
/** The India day as the portal writes it (YYYYMMDD). */
const istCompact = (d: Date) => istDate(d).replaceAll('-', '');
const esc = (s: string) => s.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakePortal(): Promise<FakePortal> {
  const portal: Omit<FakePortal, 'url' | 'close'> = {
    enquiries: [],
    mode: {},
    credentials: {
      user: 'builder1',
      password: 'pa55-word-99',
      mbKey: 'mb-key-123456',
      housingKey: 'housing-secret-key',
      profileId: '4242',
      bearer: 'Bearer generic-token-1',
      pageToken: 'meta-page-token-xyz',
    },
    requests: [],
    graphLeads: new Map(),
    delayMs: 0,
  };
  const sockets = new Set<import('node:net').Socket>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const route = url.pathname.split('/')[1] ?? '';
    const body = req.method === 'POST' ? await readBody(req) : '';
    const query = Object.fromEntries(url.searchParams);
    portal.requests.push({ route, query, body });
    const mode = portal.mode[route] ?? 'ok';
    if (mode === 'silent') return; // never answers: the client's timeout must fire
    if (portal.delayMs) await new Promise((r) => setTimeout(r, portal.delayMs));
    const send = (status: number, type: string, text: string) => {
      res.writeHead(status, { 'content-type': type });
      res.end(text);
    };
    if (mode === 'http500') return send(500, 'text/html', '<html><body>Internal Server Error</body></html>');
    if (mode === 'malformed') {
      return route === 'acres99'
        ? send(200, 'text/xml', '<Xml ActionStatus="true"><Resp><QryDtl>')
        : send(200, 'application/json', '{"data": [ {"lead_name": ');
    }
    const inWindow = (from: Date, to: Date) => portal.enquiries.filter((e) => e.at >= from && e.at <= to);
    const c = portal.credentials;

    if (route === 'acres99') {
      const xml = new URLSearchParams(body).get('xml') ?? '';
      const tag = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1] ?? '';
      if (mode === 'error' || tag('user_name') !== c.user || tag('pswd') !== c.password) {
        return send(
          200,
          'text/xml',
          '<?xml version="1.0"?><Xml ActionStatus="false"><Code>101</Code><Message>Invalid username or password</Message></Xml>',
        );
      }
      const rows = inWindow(fromIst(tag('start_date')), fromIst(tag('end_date')))
        .map(
          (e) =>
            `<Resp><QryDtl QueryId="${esc(e.id)}" ResType="LEAD"><CmpctLabl>${esc(e.project ?? '')}</CmpctLabl><QryInfo>${esc(e.message ?? '')}</QryInfo><RcvdOn>${istText(e.at)}</RcvdOn></QryDtl><CntctDtl><Name>${esc(e.name)}</Name><Email>${esc(e.email ?? '')}</Email><Phone>${esc(e.mobile)}</Phone></CntctDtl></Resp>`,
        )
        .join('');
      return send(200, 'text/xml', `<?xml version="1.0"?><Xml ActionStatus="true">${rows}</Xml>`);
    }

    if (route === 'magicbricks') {
      if (mode === 'error' || query.key !== c.mbKey) {
        return send(200, 'application/json', JSON.stringify({ status: 'error', errormsg: 'Invalid key' }));
      }
      const day = (s: string) => new Date(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T00:00:00+05:30`);
      const from = day(query.startDate ?? '');
      const to = new Date(day(query.endDate ?? '').getTime() + 86_400_000 - 1);
      const leads = inWindow(from, to).map((e) => ({
        id: e.id,
        name: e.name,
        mobile: e.mobile,
        email: e.email ?? '',
        projectName: e.project ?? '',
        message: e.message ?? '',
        date: istText(e.at),
      }));
      return send(200, 'application/json', JSON.stringify({ leadPojo: { leads } }));
    }

    if (route === 'housing') {
      const now = Number(query.current_time);
      const want = createHmac('sha256', c.housingKey).update(String(query.current_time)).digest('hex');
      if (
        mode === 'error' ||
        query.hash !== want ||
        query.id !== c.profileId ||
        Math.abs(Date.now() / 1000 - now) > 900
      ) {
        return send(401, 'application/json', JSON.stringify({ apiErrors: { hash: ['is invalid or expired'] } }));
      }
      const all = inWindow(new Date(Number(query.start_date) * 1000), new Date(Number(query.end_date) * 1000 + 999));
      const per = Number(query.per_page ?? 100);
      const page = Number(query.page ?? 1);
      const data = all.slice((page - 1) * per, page * per).map((e) => ({
        id: e.id,
        lead_name: e.name,
        lead_phone: e.mobile,
        lead_email: e.email ?? '',
        project_name: e.project ?? '',
        lead_date: Math.floor(e.at.getTime() / 1000),
      }));
      return send(200, 'application/json', JSON.stringify({ data }));
    }

    if (route === 'generic') {
      if (mode === 'error' || req.headers.authorization !== c.bearer) {
        return send(401, 'application/json', JSON.stringify({ error: 'bad token' }));
      }
      const all = inWindow(new Date(query.from ?? 0), new Date(query.to ?? 0));
      const page = Number(query.page ?? 1);
      const items = all.slice((page - 1) * 50, page * 50).map((e) => ({
        ref: e.id,
        contact: { fullName: e.name, phone: e.mobile },
        when: e.at.toISOString(),
        site: e.project ?? '',
      }));
      return send(200, 'application/json', JSON.stringify({ result: { items } }));
    }

    if (route === 'graph') {
      const id = url.pathname.split('/')[2] ?? '';
      if (mode === 'error' || query.access_token !== c.pageToken) {
        return send(
          400,
          'application/json',
          JSON.stringify({ error: { message: 'Invalid OAuth access token.', code: 190 } }),
        );
      }
      const lead = portal.graphLeads.get(id);
      if (!lead)
        return send(404, 'application/json', JSON.stringify({ error: { message: 'Unsupported get request.' } }));
      return send(200, 'application/json', JSON.stringify(lead));
    }
    send(404, 'text/plain', 'no such route');
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(portal, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  }) as FakePortal;
}

export { istCompact as fakeIstCompact };
