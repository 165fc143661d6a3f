import { describe, expect, it } from 'vitest';
import { estimatePace, formatSeconds } from './job-rate';

describe('estimatePace', () => {
  it('needs two samples with progress between them', () => {
    expect(estimatePace([], 10)).toEqual({ perSecond: null, secondsLeft: null });
    expect(estimatePace([{ at: 0, done: 3 }], 10)).toEqual({ perSecond: null, secondsLeft: null });
    expect(
      estimatePace(
        [
          { at: 0, done: 3 },
          { at: 2000, done: 3 },
        ],
        10,
      ),
    ).toEqual({ perSecond: null, secondsLeft: null });
  });
  it('measures the pace since the first sample and what is left at that pace', () => {
    expect(
      estimatePace(
        [
          { at: 1000, done: 100 },
          { at: 2000, done: 150 },
          { at: 5000, done: 300 },
        ],
        1000,
      ),
    ).toEqual({
      perSecond: 50,
      secondsLeft: 14,
    });
    expect(
      estimatePace(
        [
          { at: 0, done: 0 },
          { at: 4000, done: 2 },
        ],
        null,
      ),
    ).toEqual({ perSecond: 0.5, secondsLeft: null });
  });
});

describe('formatSeconds', () => {
  it('reads like a person says it', () => {
    expect(formatSeconds(45)).toBe('45 s');
    expect(formatSeconds(200)).toBe('3 min 20 s');
    expect(formatSeconds(180)).toBe('3 min');
    expect(formatSeconds(7500)).toBe('2 h 5 min');
  });
});
