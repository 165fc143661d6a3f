/**
 * Seconds to wait before attempt `attempt + 1` after attempt `attempt` failed: 10 s, 20 s, 40 s …
 * capped at an hour. No jitter: with SKIP LOCKED a crowd of retries does not contend, and tests
 * with an injected clock can say exactly when a retry is due.
 */
export function backoffSeconds(attempt: number): number {
  return Math.min(3600, 10 * 2 ** Math.max(0, attempt - 1));
}

/** The error text stored and shown to an administrator: the message only, never the payload. */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}
