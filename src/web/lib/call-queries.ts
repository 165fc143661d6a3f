import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { can } from '../../domain/permissions';
import { callItemsSchema } from '../../domain/schemas/call';
import {
  type TelephonyConnectInput,
  telephonyConnectResultSchema,
  telephonyStatusSchema,
} from '../../domain/schemas/telephony';
import { ApiError, api, NETWORK_ERROR_MESSAGE } from './api-client';
import { getSession, useSession } from './session-store';

/**
 * Calls are shown on the lead page and every phone number can ring through the office line, and
 * features may not import each other, so the call requests more than one screen needs live here
 * (as follow-ups' do in follow-up-queries.ts). The calls feature keeps its own screens' requests.
 */
export const callKeys = {
  all: ['calls'] as const,
  telephonyStatus: () => [...callKeys.all, 'telephonyStatus'] as const,
  lead: (leadId: string) => [...callKeys.all, 'lead', leadId] as const,
};

/**
 * Whether "Call via office line" is offered. Asked once and kept: the answer changes only when an
 * administrator turns telephony on or off, and the settings screen refreshes it then. A failure
 * (an old server, a role without the capability) simply hides the action.
 */
export function useTelephonyEnabled(): boolean {
  const role = useSession().user?.role;
  const allowed = can(role, 'calls.own') || can(role, 'calls.view');
  const status = useQuery({
    queryKey: callKeys.telephonyStatus(),
    queryFn: ({ signal }) => api.get('/api/telephony/status', telephonyStatusSchema, signal),
    enabled: allowed,
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silent: true },
  });
  return allowed && status.data?.enabled === true;
}

/** Rings the signed-in member's mobile, then the customer, with the company's caller id. */
export function useConnectCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TelephonyConnectInput) =>
      api.post('/api/telephony/connect', input, telephonyConnectResultSchema),
    meta: { errorTitle: 'Could not place the call' },
    // The call lands in the history when the provider reports back; the lists show it then.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKeys.all }),
  });
}

/** Every call with a lead's number, newest first (the lead page's Calls section). */
export function useLeadCalls(leadId: string) {
  return useQuery({
    queryKey: callKeys.lead(leadId),
    queryFn: ({ signal }) => api.get(`/api/callhistory/byLead/${leadId}`, callItemsSchema, signal).then((r) => r.items),
  });
}

/**
 * A recording is served only with the session's Bearer token, which an <audio src> cannot carry,
 * so the bytes are fetched once and played from an object URL.
 */
export async function fetchRecordingUrl(path: string): Promise<string> {
  const token = getSession().token;
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new ApiError(
      response.status,
      body?.message ?? 'The recording could not be played.',
      body?.code ?? 'HTTP_ERROR',
    );
  }
  return URL.createObjectURL(await response.blob());
}
