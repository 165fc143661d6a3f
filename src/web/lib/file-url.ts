import { useQuery } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';
import { getSession } from './session-store';

/**
 * Files are served only to a signed-in user (GET /api/files/:id with the Bearer token), so an
 * <img src> or a plain link cannot fetch them. These helpers fetch the bytes with the token and
 * hand the page an object URL.
 */
export async function fetchFileBlob(fileId: string, download = false): Promise<Blob> {
  return fetchAuthedBlob(`/api/files/${fileId}${download ? '?download=1' : ''}`);
}

/** The bytes of any file route that needs the session (a stored file, a WhatsApp message's media). */
export async function fetchAuthedBlob(path: string): Promise<Blob> {
  const token = getSession().token;
  let response: Response;
  try {
    response = await fetch(path, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new ApiError(response.status, body?.message ?? 'The file could not be opened.', body?.code ?? 'HTTP_ERROR');
  }
  return response.blob();
}

/** An object URL for showing a file in the page (img, iframe); revoked when the query is dropped. */
export function useFileUrl(fileId: string | null | undefined) {
  return useQuery({
    queryKey: ['file-url', fileId],
    enabled: Boolean(fileId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    queryFn: async () => URL.createObjectURL(await fetchFileBlob(fileId as string)),
  });
}

/** An object URL for the bytes behind any authenticated path (an image shown in a conversation). */
export function useAuthedObjectUrl(path: string | null) {
  return useQuery({
    queryKey: ['authed-url', path],
    enabled: Boolean(path),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    queryFn: async () => URL.createObjectURL(await fetchAuthedBlob(path as string)),
    meta: { silent: true },
  });
}

/** Opens a file in a new tab (View) or saves it (Download) under the given name. */
export function openFile(fileId: string, options: { download?: boolean; fileName?: string } = {}) {
  return openAuthedPath(`/api/files/${fileId}${options.download ? '?download=1' : ''}`, options);
}

/** The same for any authenticated file route (a WhatsApp message's document). */
export async function openAuthedPath(path: string, options: { download?: boolean; fileName?: string } = {}) {
  // Open the tab first, inside the click, so pop-up blockers allow it; fill it when the bytes arrive.
  const tab = options.download ? null : window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await fetchAuthedBlob(path));
    if (tab) {
      tab.location.href = url;
    } else {
      const link = document.createElement('a');
      link.href = url;
      link.download = options.fileName ?? 'file';
      link.click();
    }
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
