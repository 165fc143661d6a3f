import type { z } from 'zod';
import { endSession, getSession } from './session-store';

/**
 * The one HTTP client: JSON in and out, the session token as a Bearer header,
 * a 30 s timeout, network failures turned into a sentence a person can act on, and every failure
 * thrown as an ApiError. A 401 on a request that carried a token ends the session; the route guard
 * then sends the user to /login.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
const TIMEOUT_MESSAGE = 'The server took too long to answer. Check your connection and try again.';
const UNEXPECTED_MESSAGE = 'The server sent a response this screen does not understand. Please reload the page.';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** The record a 409 collided with, when the server lets this user open it. */
  readonly duplicateOf: { _id: string; name: string; owner: string | null } | undefined;

  constructor(
    status: number,
    message: string,
    code: string,
    fields?: Record<string, string>,
    duplicateOf?: ApiError['duplicateOf'],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.duplicateOf = duplicateOf;
  }
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The message the server itself sent, or null (network failure, timeout, unreadable body). */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0) return null;
  if (error.code === 'HTTP_ERROR' || error.code === 'UNEXPECTED_RESPONSE') return null;
  return error.message;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RequestOptions<T> {
  body?: unknown;
  /** Validates the response body; the parsed value is returned. */
  schema: z.ZodType<T>;
  signal?: AbortSignal;
  /** Send the session token (default true). */
  auth?: boolean;
  /** Extra request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
}

let onSessionExpired: (() => void) | null = null;

/** Called once when a 401 ends the session (the app shows a toast). */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The error the server described. Its schema is imported when first needed, so the entry chunk
 * (and the signed-out screens) carry no zod (decision 070); if even that import fails, say so
 * without the server's words.
 */
export async function errorFromBody(status: number, data: unknown): Promise<ApiError> {
  const parsed = await import('../../domain/schemas/common').then(
    ({ apiErrorSchema }) => apiErrorSchema.safeParse(data),
    () => null,
  );
  return parsed?.success
    ? new ApiError(status, parsed.data.message, parsed.data.code, parsed.data.fields, parsed.data.duplicateOf)
    : new ApiError(status, `The server answered with an error (${status}).`, 'HTTP_ERROR');
}

export async function apiRequest<T>(method: Method, path: string, options: RequestOptions<T>): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const token = options.auth === false ? null : getSession().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  // FormData goes as multipart (the browser sets the boundary); anything else as JSON.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (cause) {
    if (timedOut) throw new ApiError(0, TIMEOUT_MESSAGE, 'TIMEOUT');
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }

  const data = await readJson(response);

  if (!response.ok) {
    const error = await errorFromBody(response.status, data);
    if (response.status === 401 && token && getSession().token === token) {
      endSession();
      onSessionExpired?.();
    }
    throw error;
  }

  const parsed = options.schema.safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected response from ${method} ${path}`, parsed.error.issues, data);
    throw new ApiError(response.status, UNEXPECTED_MESSAGE, 'UNEXPECTED_RESPONSE');
  }
  return parsed.data;
}

export const api = {
  get: <T>(path: string, schema: z.ZodType<T>, signal?: AbortSignal) => apiRequest('GET', path, { schema, signal }),
  post: <T>(path: string, body: unknown, schema: z.ZodType<T>, headers?: Record<string, string>) =>
    apiRequest('POST', path, { body, schema, headers }),
  put: <T>(path: string, body: unknown, schema: z.ZodType<T>) => apiRequest('PUT', path, { body, schema }),
  delete: <T>(path: string, schema: z.ZodType<T>) => apiRequest('DELETE', path, { schema }),
};
