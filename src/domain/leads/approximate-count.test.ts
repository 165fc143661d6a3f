import { describe, expect, it } from 'vitest';
import { approximateCount } from './approximate-count';

describe('approximateCount', () => {
  it.each([
    [979_833, 'about 9.8 lakh'],
    [1_000_000, 'about 10 lakh'],
    [1_049_999, 'about 10 lakh'],
    [1_250_000, 'about 13 lakh'],
    [150_000, 'about 1.5 lakh'],
    [99_960, 'about 1 lakh'],
    [99_400, 'about 99,000'],
    [45_321, 'about 45,000'],
    [10_001, 'about 10,000'],
    [12_345_678, 'about 1.2 crore'],
    [250_000_000, 'about 25 crore'],
    [0, 'about 0'],
  ])('%d → %s', (n, text) => {
    expect(approximateCount(n)).toBe(text);
  });
});
