import type { TelephonySettings } from '../../../domain/schemas/telephony';
import { type CallbackReport, type TelephonyAdapter, TelephonyError } from './provider';

/** Statuses after which nothing more happens to the call. */
const FINAL = new Set(['completed', 'busy', 'no-answer', 'failed', 'canceled']);

const TIMEOUT_MS = 15_000;

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** "2026-11-20 10:15:00" (the account's zone, India) or an ISO instant. */
function providerTime(v: string): Date | null {
  if (!v) return null;
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(v);
  const at = local ? new Date(`${local[1]}T${local[2]}+05:30`) : new Date(v);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * Exotel's HTTP API as the adapter speaks it (decision 104): basic auth with the API key and
 * token; "connect" rings `From` (the agent) first, then `To` (the customer), showing `CallerId`,
 * and posts the outcome to `StatusCallback`. Any server speaking the same shape works (tests run
 * a fake one).
 */
export function exotelAdapter(settings: TelephonySettings, apiToken: string): TelephonyAdapter {
  const auth = `Basic ${Buffer.from(`${settings.apiKey}:${apiToken}`).toString('base64')}`;
  const account = `${settings.apiBaseUrl}/v1/Accounts/${encodeURIComponent(settings.accountSid)}`;

  async function request(url: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await fetch(url, {
        ...init,
        headers: { authorization: auth, accept: 'application/json', ...init.headers },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new TelephonyError(
        `The telephony provider at ${settings.apiBaseUrl} could not be reached (${(error as Error).message}).`,
      );
    }
  }

  async function failure(res: Response): Promise<string> {
    const body = await res.text().catch(() => '');
    let said = body.slice(0, 300);
    try {
      const parsed = JSON.parse(body) as { RestException?: { Message?: string } };
      said = parsed.RestException?.Message ?? said;
    } catch {
      // Not JSON: the text itself.
    }
    return `The telephony provider answered ${res.status}${said ? `: ${said}` : ''}.`;
  }

  return {
    async connect(req) {
      const form = new URLSearchParams({
        From: req.agent,
        To: req.customer,
        CallerId: settings.callerId,
        StatusCallback: req.statusCallback,
        'StatusCallbackEvents[0]': 'terminal',
        StatusCallbackContentType: 'application/json',
        Record: 'true',
        CustomField: req.reference,
      });
      const res = await request(`${account}/Calls/connect.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      if (!res.ok) throw new TelephonyError(await failure(res));
      const body = (await res.json().catch(() => null)) as { Call?: { Sid?: string; Status?: string } } | null;
      const sid = body?.Call?.Sid;
      if (!sid) throw new TelephonyError('The telephony provider accepted the call but gave no call id.');
      return { providerCallId: sid, status: body.Call?.Status ?? 'queued' };
    },
    async test() {
      const res = await request(`${account}.json`);
      if (res.ok) return { ok: true, message: `Connected to account ${settings.accountSid}.` };
      return { ok: false, message: await failure(res) };
    },
    parseCallback(body): CallbackReport | null {
      const sid = text(body.CallSid);
      if (!sid) return null;
      const status = text(body.Status || body.CallStatus).toLowerCase() || 'unknown';
      const duration = Number(text(body.ConversationDuration || body.DialCallDuration || body.Duration) || 0);
      return {
        providerCallId: sid,
        reference: text(body.CustomField) || null,
        status,
        final: FINAL.has(status),
        durationSeconds: Number.isFinite(duration) && duration > 0 ? Math.min(Math.round(duration), 86_400) : 0,
        startedAt: providerTime(text(body.StartTime || body.DateCreated)),
        recordingUrl: text(body.RecordingUrl) || null,
      };
    },
    fetchRecording(url) {
      // The account's credentials go only to the provider's own address, never to another host.
      const sameOrigin = new URL(url).origin === new URL(settings.apiBaseUrl).origin;
      if (sameOrigin) return request(url);
      return fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    },
  };
}
