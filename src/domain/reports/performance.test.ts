import { describe, expect, it } from 'vitest';
import type { PerformanceFigures, PerformanceMember } from '../schemas/performance-report';
import { conversionPercent, figureChange, sortPerformance, totalFigures } from './performance';

const figures = (over: Partial<PerformanceFigures>): PerformanceFigures => ({
  leadsAssigned: 0,
  contactedInSla: 0,
  calls: 0,
  connected: 0,
  talkSeconds: 0,
  followUpsDone: 0,
  followUpsOnTime: 0,
  visitsDone: 0,
  bookings: 0,
  conversion: null,
  ...over,
});
const member = (name: string, over: Partial<PerformanceFigures>): PerformanceMember => ({
  memberId: name,
  name,
  current: figures(over),
  previous: null,
});

describe('performance figures', () => {
  it('gives conversion as a percentage with one decimal, none without leads', () => {
    expect(conversionPercent(1, 3)).toBe(33.3);
    expect(conversionPercent(2, 3)).toBe(66.7);
    expect(conversionPercent(3, 3)).toBe(100);
    expect(conversionPercent(0, 0)).toBeNull();
  });

  it('totals the counts and recomputes conversion from the sums', () => {
    const total = totalFigures([
      figures({ leadsAssigned: 3, bookings: 1, conversion: 33.3, talkSeconds: 100 }),
      figures({ leadsAssigned: 1, bookings: 1, conversion: 100, talkSeconds: 20 }),
    ]);
    expect(total).toMatchObject({ leadsAssigned: 4, bookings: 2, conversion: 50, talkSeconds: 120 });
  });

  it('sorts by a column either way, ties by name, no conversion last', () => {
    const members = [
      member('Chitra', { calls: 5, conversion: 10 }),
      member('Arun', { calls: 5, conversion: null }),
      member('Bela', { calls: 9, conversion: 20 }),
    ];
    expect(sortPerformance(members, 'calls', 'desc').map((m) => m.name)).toEqual(['Bela', 'Arun', 'Chitra']);
    expect(sortPerformance(members, 'calls', 'asc').map((m) => m.name)).toEqual(['Arun', 'Chitra', 'Bela']);
    expect(sortPerformance(members, 'conversion', 'asc').map((m) => m.name)).toEqual(['Chitra', 'Bela', 'Arun']);
    expect(sortPerformance(members, 'conversion', 'desc').map((m) => m.name)).toEqual(['Bela', 'Chitra', 'Arun']);
    expect(sortPerformance(members, 'name', 'desc').map((m) => m.name)).toEqual(['Chitra', 'Bela', 'Arun']);
  });

  it('gives the change in counts or percentage points, none when a side is missing', () => {
    expect(figureChange(33.3, 100)).toBe(-66.7);
    expect(figureChange(5, 2)).toBe(3);
    expect(figureChange(null, 2)).toBeNull();
  });
});
