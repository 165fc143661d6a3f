import type { z } from 'zod';
import { ApiError, errorFromBody, NETWORK_ERROR_MESSAGE } from './api-client';
import { endSession, getSession } from './session-store';

/** Bytes sent so far and the file's size, for an upload progress bar. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * A 200 MB file over an office line takes minutes, so the 30 s limit of the API client does not
 * apply; the upload is only given up when no byte has moved for this long.
 */
export const UPLOAD_STALL_MS = 60_000;
const STALL_MESSAGE = 'The upload stopped moving. Check your connection and try again.';
const UNEXPECTED_MESSAGE = 'The server sent a response this screen does not understand. Please reload the page.';

interface UploadOptions<T> {
  schema: z.ZodType<T>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * POSTs a multipart form with XMLHttpRequest, because fetch reports no upload progress. Errors come
 * back as the API client's ApiError (the server's sentence), so a screen handles both the same way.
 */
export function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const token = getSession().token;
    let stall: ReturnType<typeof setTimeout> | undefined;
    let stalled = false;
    const armStall = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, UPLOAD_STALL_MS);
    };
    const onAbort = () => xhr.abort();
    const done = () => {
      clearTimeout(stall);
      options.signal?.removeEventListener('abort', onAbort);
    };

    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      armStall();
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR'));
    };
    xhr.onabort = () => {
      done();
      reject(
        stalled
          ? new ApiError(0, STALL_MESSAGE, 'TIMEOUT')
          : new DOMException('The upload was cancelled.', 'AbortError'),
      );
    };
    xhr.onload = async () => {
      done();
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        if (xhr.status === 401 && token && getSession().token === token) endSession();
        reject(await errorFromBody(xhr.status, data));
        return;
      }
      const parsed = options.schema.safeParse(data);
      if (parsed.success) resolve(parsed.data);
      else {
        console.error(`Unexpected response from POST ${path}`, parsed.error.issues, data);
        reject(new ApiError(xhr.status, UNEXPECTED_MESSAGE, 'UNEXPECTED_RESPONSE'));
      }
    };
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', onAbort);
    armStall();
    xhr.send(form);
  });
}
