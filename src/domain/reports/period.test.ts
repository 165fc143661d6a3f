import { describe, expect, it } from 'vitest';
import { financialYearStart, periodDays, periodText, presetPeriod, previousPeriod } from './period';

describe('report periods in India days', () => {
  it('counts presets back from India’s today, both ends included', () => {
    expect(presetPeriod('today', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(presetPeriod('7d', '2026-11-23')).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(presetPeriod('30d', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetPeriod('month', '2026-11-23')).toEqual({ from: '2026-11-01', to: '2026-11-23' });
    expect(periodDays(presetPeriod('30d', '2026-11-23'))).toBe(30);
  });

  it('starts the financial year on 1 April, of last year until then', () => {
    expect(financialYearStart('2026-03-31')).toBe('2025-04-01');
    expect(financialYearStart('2026-04-01')).toBe('2026-04-01');
    expect(presetPeriod('fy', '2027-01-15')).toEqual({ from: '2026-04-01', to: '2027-01-15' });
  });

  it('gives the previous period of the same length and reads a period out', () => {
    expect(previousPeriod({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(previousPeriod({ from: '2026-11-23', to: '2026-11-23' })).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    expect(periodText({ from: '2026-11-01', to: '2026-11-23' })).toBe('01/11/2026 – 23/11/2026');
    expect(periodText({ from: '2026-11-23', to: '2026-11-23' })).toBe('23/11/2026');
  });
});
