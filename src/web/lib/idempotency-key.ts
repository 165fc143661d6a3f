import { useCallback, useRef } from 'react';
import { ApiError } from './api-client';
import { newIdempotencyKey } from './new-idempotency-key';

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
