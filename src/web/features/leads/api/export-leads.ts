import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { getSession } from '../../../lib/session-store';
import { type LeadFilters, leadParams } from './get-leads';

/**
 * Downloads the CSV of the filtered leads. A plain link cannot carry the Bearer token, so the file
 * is fetched and handed to the browser as a blob.
 */
export async function exportLeadsCsv(filters: LeadFilters): Promise<void> {
  const token = getSession().token;
  let response: Response;
  try {
    response = await fetch(`/api/lead/exportLeadsCSV?${leadParams(filters)}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new ApiError(response.status, body?.message ?? 'Could not export the leads.', body?.code ?? 'HTTP_ERROR');
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'leads.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
