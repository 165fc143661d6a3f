import { clearSession, readSession } from './session';

/**
 * The phone app's HTTP client: JSON with the session's Bearer token. It validates nothing with zod
 * (the office client does): zod would triple the first load (decision 211); the server validated
 * what it sends. Every failure is a PhoneApiError; status 0 = the network (or a timeout).
 */
export class PhoneApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, message: string, code: string) {
    super(message);
    this.name = 'PhoneApiError';
    this.status = status;
    this.code = code;
  }
}

export const TIMEOUT_MS = 20_000;
const listeners = new Set<() => void>();

/** Called when a 401 ends the session (the app goes back to sign in; the outbox is kept). */
export function onSignedOut(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface Request {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  /** A multipart body (a photo); sent as it is. */
  form?: FormData;
  headers?: Record<string, string>;
  auth?: boolean;
}

export async function api<T>(path: string, req: Request = {}): Promise<T> {
  const headers: Record<string, string> = { ...req.headers };
  const token = readSession()?.token;
  if (req.auth !== false && token) headers.Authorization = `Bearer ${token}`;
  if (req.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: req.method ?? 'GET',
      headers,
      body: req.form ?? (req.body === undefined ? undefined : JSON.stringify(req.body)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
  } catch {
    throw new PhoneApiError(0, 'No connection.', 'NETWORK');
  }
  const text = await response.text().catch(() => '');
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const body = (data ?? {}) as { message?: unknown; code?: unknown };
    if (response.status === 401 && token) {
      clearSession();
      for (const l of listeners) l();
    }
    throw new PhoneApiError(
      response.status,
      typeof body.message === 'string' ? body.message : `The server answered ${response.status}.`,
      typeof body.code === 'string' ? body.code : 'HTTP_ERROR',
    );
  }
  return data as T;
}
