import { describe, expect, it } from 'vitest';
import { callSpanParts } from './format';

describe('callSpanParts', () => {
  it('reads in seconds under a minute, then in minutes', () => {
    expect(callSpanParts(2)).toEqual({ value: 2, unit: 's' });
    expect(callSpanParts(0)).toEqual({ value: 1, unit: 's' });
    expect(callSpanParts(59.4)).toEqual({ value: 59, unit: 's' });
    expect(callSpanParts(60)).toEqual({ value: 1, unit: 'min' });
    expect(callSpanParts(150)).toEqual({ value: 3, unit: 'min' });
    expect(callSpanParts(2 * 3600 + 10)).toEqual({ value: 2, unit: 'h' });
  });
});
