/** @vitest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { useIdempotencyKey } from './idempotency-key';

describe('one Idempotency-Key per change', () => {
  it('keeps the key for a retry after a lost answer and takes a new one once the server has answered', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.headers()['Idempotency-Key'];
    expect(first).toMatch(/^[0-9a-f]{32}$/);

    result.current.settle(new ApiError(0, 'Could not reach the server.', 'NETWORK_ERROR'));
    expect(result.current.headers()['Idempotency-Key']).toBe(first);

    result.current.settle(undefined);
    const second = result.current.headers()['Idempotency-Key'];
    expect(second).not.toBe(first);

    result.current.settle(new ApiError(400, 'Choose a template.', 'VALIDATION'));
    expect(result.current.headers()['Idempotency-Key']).not.toBe(second);
  });
});
