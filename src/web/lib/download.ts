import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';
import { getSession } from './session-store';

/**
 * Saves a file the API serves only to a signed-in user: a plain link cannot carry the Bearer
 * token, so the bytes are fetched and handed to the browser as a blob, under the server's name.
 */
export async function downloadFile(path: string, fallbackName: string, failure: string): Promise<void> {
  const token = getSession().token;
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new ApiError(response.status, body?.message ?? failure, body?.code ?? 'HTTP_ERROR');
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : (/filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
