import { describe, expect, it } from 'vitest';
import { urlPeriod, urlPeriodDays } from './url-period';

const TODAY = '2026-05-10';
const weekAhead = { period: 'custom' as const, from: TODAY, to: '2026-05-16' };

describe('urlPeriod', () => {
  it('reads a preset, an old from/to link as a custom range, and nothing as the usual period', () => {
    expect(urlPeriod({ period: '30d' }, weekAhead, TODAY)).toEqual({ period: '30d', from: undefined, to: undefined });
    expect(urlPeriod({ from: '2026-05-01', to: '2026-05-03' }, { period: '7d' }, TODAY)).toEqual({
      period: 'custom',
      from: '2026-05-01',
      to: '2026-05-03',
    });
    expect(urlPeriod({ from: '2026-05-01' }, { period: '7d' }, TODAY)).toEqual({
      period: 'custom',
      from: '2026-05-01',
      to: '2026-05-10',
    });
    expect(urlPeriod({}, weekAhead, TODAY)).toBe(weekAhead);
  });

  it('lists the usual days while a custom range is half chosen', () => {
    expect(urlPeriodDays({ period: '7d' }, weekAhead, TODAY)).toEqual({ from: '2026-05-04', to: TODAY });
    expect(urlPeriodDays({ period: 'custom', from: '2026-05-01' }, { period: '7d' }, TODAY)).toEqual({
      from: '2026-05-04',
      to: TODAY,
    });
    expect(urlPeriodDays({ period: 'custom', from: '2026-05-09', to: '2026-05-01' }, weekAhead, TODAY)).toEqual({
      from: TODAY,
      to: '2026-05-16',
    });
  });
});
