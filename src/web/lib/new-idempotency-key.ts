/**
 * A random Idempotency-Key from getRandomValues: randomUUID exists only in secure contexts, and an
 * office may open the app over plain http on its own network. Shared by the office app and the
 * phone app's outbox.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
