import { describe, expect, it } from 'vitest';
import { planTotals } from './plan-totals';

const m = (percent: unknown, parkingPercent: unknown = null) =>
  ({ name: 'x', trigger: 'booking', percent, parkingPercent }) as never;

describe('the plan form’s live total', () => {
  it('adds the percentages exactly and says by how much they miss', () => {
    expect(planTotals({ milestones: [m(10), m(12.5), m(77.5)] })).toEqual([
      { label: 'Total', text: '100%', problem: null },
    ]);
    // 0.1 + 0.2 is not 0.30000000000000004 here: basis points.
    expect(planTotals({ milestones: [m(0.1), m(0.2), m(99.6)] })[0]).toEqual({
      label: 'Total',
      text: '99.9%',
      problem: 'The milestones add up to 99.9%: 0.1% short of 100%.',
    });
    expect(planTotals({ milestones: [m(60), m(45)] })[0]!.problem).toBe(
      'The milestones add up to 105%: 5% more than 100%.',
    );
  });

  it('counts a blank or half-typed percentage as nothing', () => {
    expect(planTotals({ milestones: [m(''), m(undefined), m(40)] })[0]!.text).toBe('40%');
  });

  it('adds the parking shares on their own only when the plan splits parking by milestone', () => {
    const milestones = [m(50, 50), m(50, 25)];
    expect(planTotals({ milestones, parkingSplit: 'pro_rata' })).toHaveLength(1);
    expect(planTotals({ milestones, parkingSplit: 'milestones' })[1]).toEqual({
      label: 'Parking',
      text: '75%',
      problem: 'The parking shares add up to 75%: 25% short of 100%.',
    });
  });
});
