import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message the fake gateway accepted (a repeat of a client_ref is not a second one). */
export interface FakeSms {
  id: string;
  to: string;
  text: string;
  sender: string;
  templateId: string;
  entityId: string;
  unicode: boolean;
  type: string;
  clientRef: string | null;
  at: Date;
}

export interface FakeSmsGateway {
  url: string;
  port: number;
  /** Messages accepted, in order. */
  messages: FakeSms[];
  /** How many times each mobile (91XXXXXXXXXX) was sent to. */
  countFor(to: string): number;
  /** The next `n` requests answer this HTTP status (e.g. 503) without sending. */
  failNext(n: number, status?: number): void;
  /** Messages to this mobile (10 digits) are refused at once with this gateway code (e.g. '23082'). */
  refuse(mobile: string, code: string, message?: string): void;
  /** Delivery reports go here (with the secret) after each accepted message; failures for `failDelivery` numbers. */
  reportTo(dlr: { url: string; secret: string; delayMs?: number } | null): void;
  failDelivery(mobile: string, code: string): void;
  /** Posts a STOP reply from a mobile, as a gateway forwards an inbound message. */
  sendStop(mobile: string): Promise<number>;
  /** Slows every answer (throughput tests). */
  delayMs: number;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').includes('json')) return JSON.parse(raw || '{}') as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(raw));
}

/**
 * A fake Indian SMS gateway (tests, bench and `npm run dev`): accepts the HTTP adapter's POST as
 * JSON or form, checks the API key, counts what it would send, treats a repeated client_ref as the
 * same message (answers the first id, sends nothing; unless `dedupe: false`), can fail, can refuse with DLT codes, and
 * posts delivery reports back to our DLR endpoint with the shared secret.
 */
export async function startFakeSmsGateway(
  options: {
    port?: number;
    apiKey?: string;
    onMessage?: (m: FakeSms) => void;
    /** false: a repeated client_ref is a second message, as with a gateway that does not de-duplicate. */
    dedupe?: boolean;
  } = {},
): Promise<FakeSmsGateway> {
  const messages: FakeSms[] = [];
  const byRef = new Map<string, FakeSms>();
  const counts = new Map<string, number>();
  const refusals = new Map<string, { code: string; message: string }>();
  const deliveryFailures = new Map<string, string>();
  let failures: { n: number; status: number } = { n: 0, status: 503 };
  let dlr: { url: string; secret: string; delayMs?: number } | null = null;

  const postDlr = (body: unknown) => {
    if (!dlr) return;
    const target = dlr;
    setTimeout(() => {
      fetch(target.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-dlr-secret': target.secret },
        body: JSON.stringify(body),
      }).catch(() => undefined);
    }, target.delayMs ?? 0);
  };

  const server = createServer(async (req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    try {
      if (req.method !== 'POST') return answer(404, { status: 'error', message: 'POST /send' });
      const body = await readBody(req);
      if (gateway.delayMs) await new Promise((r) => setTimeout(r, gateway.delayMs));
      if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
        return answer(401, { status: 'error', code: 'AUTH', message: 'Invalid API key' });
      }
      if (failures.n > 0) {
        failures.n--;
        return answer(failures.status, { status: 'error', message: 'Service unavailable' });
      }
      const ref = body.client_ref || null;
      const seen = ref && options.dedupe !== false ? byRef.get(ref) : undefined;
      if (seen) return answer(200, { status: 'ok', message_id: seen.id, duplicate: true });
      const to = String(body.to ?? '');
      const refusal = refusals.get(to.slice(-10));
      if (refusal) return answer(422, { status: 'error', code: refusal.code, message: refusal.message });
      const message: FakeSms = {
        id: randomUUID(),
        to,
        text: String(body.message ?? ''),
        sender: String(body.sender ?? ''),
        templateId: String(body.template_id ?? ''),
        entityId: String(body.entity_id ?? ''),
        unicode: body.unicode === '1' || (body.unicode as unknown) === 1,
        type: String(body.type ?? ''),
        clientRef: ref,
        at: new Date(),
      };
      messages.push(message);
      if (ref) byRef.set(ref, message);
      counts.set(to, (counts.get(to) ?? 0) + 1);
      options.onMessage?.(message);
      const failCode = deliveryFailures.get(to.slice(-10));
      // The report echoes our reference, as MSG91's and Exotel's custom reference fields do: it
      // can come back before the send job has written the message id (a batch records after its calls).
      postDlr({
        client_ref: ref,
        message_id: message.id,
        number: to,
        status: failCode ? 'FAILED' : 'DELIVERED',
        code: failCode ?? null,
        delivered_at: new Date().toISOString(),
      });
      return answer(200, { status: 'ok', message_id: message.id });
    } catch (error) {
      return answer(400, { status: 'error', message: error instanceof Error ? error.message : 'bad request' });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const gateway: FakeSmsGateway = {
    url: `http://127.0.0.1:${port}/send`,
    port,
    messages,
    delayMs: 0,
    countFor: (to) => counts.get(to.length === 10 ? `91${to}` : to) ?? 0,
    failNext(n, status = 503) {
      failures = { n, status };
    },
    refuse(mobile, code, message = 'Rejected') {
      refusals.set(mobile, { code, message });
    },
    reportTo(target) {
      dlr = target;
    },
    failDelivery(mobile, code) {
      deliveryFailures.set(mobile, code);
    },
    async sendStop(mobile) {
      if (!dlr) throw new Error('reportTo first');
      const r = await fetch(dlr.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-dlr-secret': dlr.secret },
        body: JSON.stringify({ type: 'inbound', number: `91${mobile}`, text: 'STOP' }),
      });
      return r.status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return gateway;
}
