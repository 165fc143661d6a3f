import { useCallback, useRef } from 'react';
import { ApiError } from './api-client';

/**
 * A random key from getRandomValues: randomUUID exists only in secure contexts, and an office may
 * open the app over plain http on its own network.
 */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per change the user means to make (a campaign sent, a message to a lead): a
 * retry after a lost answer (timeout, dropped network) carries the same key, so the server does it
 * once and returns the first answer; once the server has answered — done or refused — the next
 * attempt is a new change with a new key.
 */
export function useIdempotencyKey() {
  const key = useRef(newIdempotencyKey());
  const headers = useCallback(() => ({ 'Idempotency-Key': key.current }), []);
  const settle = useCallback((error?: unknown) => {
    const answerLost = error instanceof ApiError && error.status === 0;
    if (!answerLost) key.current = newIdempotencyKey();
  }, []);
  return { headers, settle };
}
