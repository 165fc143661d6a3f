import type { TelephonySettings } from '../../../domain/schemas/telephony';

/**
 * The telephony port (decision 104): what the app asks of a provider. One adapter today
 * (Exotel-style HTTP); another provider is another adapter behind the same three calls.
 */
export interface ConnectRequest {
  /** The agent's phone, rung first. */
  agent: string;
  /** The customer, rung once the agent answers. */
  customer: string;
  callerId: string;
  /** Where the provider reports the call's end (secret included). */
  statusCallback: string;
  /** Our call id, echoed back in the callback. */
  reference: string;
}

export interface ConnectResult {
  providerCallId: string;
  status: string;
}

/** A provider's status callback, read into our terms. */
export interface CallbackReport {
  providerCallId: string;
  reference: string | null;
  status: string;
  /** True once the call is over (completed, busy, no-answer, failed, canceled). */
  final: boolean;
  durationSeconds: number;
  startedAt: Date | null;
  recordingUrl: string | null;
}

export interface TelephonyAdapter {
  connect(request: ConnectRequest): Promise<ConnectResult>;
  /** Reads the account: proves the address and credentials work. */
  test(): Promise<{ ok: boolean; message: string }>;
  parseCallback(body: Record<string, unknown>): CallbackReport | null;
  /** Fetches a recording the provider holds (with the account's credentials). */
  fetchRecording(url: string): Promise<Response>;
}

export class TelephonyError extends Error {}

export type AdapterFactory = (settings: TelephonySettings, apiToken: string) => TelephonyAdapter;
