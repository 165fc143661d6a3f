import type { SmsCategory } from '../../domain/messaging/dlt';
import { smsFailureReason } from '../../domain/messaging/gateway-codes';
import type { SmsEncoding } from '../../domain/messaging/sms-text';
import type { SmsSettings } from '../../domain/schemas/sms-settings';

/**
 * The SMS gateway port (decision 114) and its one HTTP adapter, in the style of India's common
 * gateways (MSG91, Gupshup, Exotel, Fast2SMS): one POST per message with the DLT principal entity
 * id, the DLT template id, the header (sender id), the recipient and the exact text, as JSON or as
 * a form. `clientRef` is our recipient row's id, echoed in delivery reports. Whether a gateway
 * answers a repeated clientRef with the first message instead of sending again is not documented
 * for the common Indian gateways (decision 160): the adapter declares it (`dedupesClientRef`, from
 * the settings, off unless the administrator has it in writing from the provider), and only then
 * does a resumed campaign send again what a crash left in doubt (decision 111).
 */
export interface SmsMessage {
  /** 10-digit Indian mobile; the adapter writes it as 91XXXXXXXXXX. */
  to: string;
  text: string;
  senderId: string;
  dltTemplateId: string;
  category: SmsCategory;
  encoding: SmsEncoding;
  clientRef: string;
}

export type SmsSendResult =
  | { ok: true; providerId: string }
  /** temporary: worth trying again later (network, 5xx, rate limited); otherwise final, with the readable reason. */
  | { ok: false; temporary: boolean; code: string | null; reason: string };

export interface SmsGateway {
  send(message: SmsMessage): Promise<SmsSendResult>;
  /** A repeated clientRef is answered with the first message, never sent twice. */
  readonly dedupesClientRef: boolean;
}

export interface HttpGatewayConfig {
  settings: SmsSettings;
  apiKey: string | null;
  /** Where delivery reports go back (the gateway is told per message, as Exotel's StatusCallback). */
  dlrUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The request body the adapter posts; the fake gateway reads the same names. */
export function gatewayFields(config: HttpGatewayConfig, m: SmsMessage): Record<string, string> {
  return {
    entity_id: config.settings.entityId,
    template_id: m.dltTemplateId,
    sender: m.senderId,
    to: `91${m.to}`,
    message: m.text,
    unicode: m.encoding === 'ucs2' ? '1' : '0',
    type: m.category === 'promotional' ? 'promotional' : m.category === 'transactional' ? 'transactional' : 'service',
    client_ref: m.clientRef,
    ...(config.dlrUrl ? { dlr_url: config.dlrUrl } : {}),
  };
}

export function createHttpGateway(config: HttpGatewayConfig): SmsGateway {
  const doFetch = config.fetch ?? fetch;
  return {
    dedupesClientRef: config.settings.dedupesClientRef,
    async send(message) {
      const fields = gatewayFields(config, message);
      const json = config.settings.format === 'json';
      let response: Response;
      try {
        response = await doFetch(config.settings.gatewayUrl, {
          method: 'POST',
          headers: {
            'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
            accept: 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
          signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
        });
      } catch (error) {
        const what = error instanceof Error ? error.message : String(error);
        return { ok: false, temporary: true, code: null, reason: `The SMS gateway could not be reached (${what}).` };
      }
      let body: Record<string, unknown> = {};
      try {
        body = (await response.json()) as Record<string, unknown>;
      } catch {
        // A gateway's error page is HTML; the status says enough.
      }
      const providerId = String(body.message_id ?? body.messageId ?? body.request_id ?? body.requestId ?? '');
      if (response.ok && providerId && body.status !== 'error') return { ok: true, providerId };
      const code = body.code !== undefined && body.code !== null ? String(body.code) : null;
      const said = typeof body.message === 'string' ? body.message : null;
      if (response.status === 401 || response.status === 403) {
        return {
          ok: false,
          temporary: false,
          code,
          reason: 'The SMS gateway refused our API key; check the SMS settings.',
        };
      }
      // 429 and 5xx: the gateway is busy or down, not refusing this message.
      const temporary = response.status === 429 || response.status >= 500;
      return {
        ok: false,
        temporary,
        code,
        reason: temporary
          ? `The SMS gateway is unavailable (HTTP ${response.status}).`
          : smsFailureReason(code, said ?? `HTTP ${response.status}`),
      };
    },
  };
}
