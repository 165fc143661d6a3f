import { describe, expect, it } from 'vitest';
import { archiveStartedAt } from './archive-time';
import { type DatedArchive, planRetention } from './retention';

const at = (iso: string): DatedArchive => ({ fileName: `estatedesk-${iso}.tar`, startedAt: new Date(iso) });
const names = (list: DatedArchive[]) => list.map((a) => a.startedAt.toISOString());

/** One archive a day at 02:30 IST (21:00 UTC the day before) for `days` days up to `lastIndiaDay`. */
function daily(lastIndiaDay: string, days: number): DatedArchive[] {
  const last = Date.parse(`${lastIndiaDay}T02:30:00+05:30`);
  return Array.from({ length: days }, (_, i) => {
    const startedAt = new Date(last - i * 86_400_000);
    return { fileName: `estatedesk-${startedAt.toISOString()}.tar`, startedAt };
  });
}

describe('planRetention', () => {
  it('keeps the newest N and removes the rest when monthly copies are off', () => {
    const archives = daily('2026-11-28', 20);
    const plan = planRetention(archives, new Date('2026-11-28T03:00:00+05:30'), { keepLast: 14, keepMonthly: 0 });
    expect(plan.keep).toHaveLength(14);
    expect(plan.remove).toHaveLength(6);
    expect(names(plan.keep)[0]).toBe('2026-11-27T21:00:00.000Z');
    expect(Math.min(...plan.remove.map((a) => a.startedAt.getTime()))).toBe(Date.parse('2026-11-09T02:30:00+05:30'));
  });

  it('never removes the newest archive, even when asked to keep none', () => {
    const archives = daily('2026-11-28', 3);
    const plan = planRetention(archives, new Date('2026-11-28T12:00:00Z'), { keepLast: 0, keepMonthly: 0 });
    expect(names(plan.keep)).toEqual(['2026-11-27T21:00:00.000Z']);
  });

  it('takes the month from the India date: 23:59 IST on the 31st is October, 00:01 IST on the 1st is November', () => {
    // 23:59 IST on 31 Oct is 18:29 UTC; 00:01 IST on 1 Nov is 18:31 UTC on 31 Oct (still October in UTC).
    const lateOctober = at('2026-10-31T18:29:00.000Z');
    const earlyNovember = at('2026-10-31T18:31:00.000Z');
    const laterNovember = at('2026-11-02T21:00:00.000Z');
    const newest = at('2026-11-27T21:00:00.000Z');
    const plan = planRetention([lateOctober, earlyNovember, laterNovember, newest], new Date('2026-11-28T00:00:00Z'), {
      keepLast: 1,
      keepMonthly: 12,
    });
    // October's first is the 23:59 one; November's first is the 00:01 one, not the one of the 3rd.
    expect(plan.keep).toEqual([newest, earlyNovember, lateOctober]);
    expect(plan.remove).toEqual([laterNovember]);
  });

  it('keeps the first of each month for 12 months counting this one, and lets the 13th go', () => {
    // The first backup of each month, 02:30 IST on the 1st, from December 2025 back to October 2025.
    const firsts = ['2025-10-01', '2025-11-01', '2025-12-01', '2026-01-01'].map((d) => ({
      fileName: `estatedesk-${d}.tar`,
      startedAt: new Date(`${d}T02:30:00+05:30`),
    }));
    const seconds = firsts.map((a) => ({
      fileName: a.fileName.replace('.tar', '-b.tar'),
      startedAt: new Date(a.startedAt.getTime() + 86_400_000),
    }));
    const recent = daily('2026-11-28', 14);
    // Now is 00:01 IST on 1 Nov 2026 in one case and 23:59 IST on 31 Oct 2026 in the other.
    const novemberNow = new Date('2026-11-01T00:01:00+05:30');
    const octoberNow = new Date('2026-10-31T23:59:00+05:30');
    const policy = { keepLast: 14, keepMonthly: 12 };
    const inNovember = planRetention([...firsts, ...seconds, ...recent], novemberNow, policy);
    const inOctober = planRetention([...firsts, ...seconds, ...recent], octoberNow, policy);
    const keptFirsts = (plan: ReturnType<typeof planRetention>) =>
      plan.keep.filter((a) => firsts.includes(a as (typeof firsts)[number])).map((a) => a.fileName);
    // In November 2026 the 12 months are Dec 2025 … Nov 2026; in October 2026, Nov 2025 … Oct 2026.
    expect(keptFirsts(inNovember)).toEqual(['estatedesk-2026-01-01.tar', 'estatedesk-2025-12-01.tar']);
    expect(keptFirsts(inOctober)).toEqual([
      'estatedesk-2026-01-01.tar',
      'estatedesk-2025-12-01.tar',
      'estatedesk-2025-11-01.tar',
    ]);
    // A month's second archive is never a monthly keep.
    for (const plan of [inNovember, inOctober]) {
      expect(plan.keep.filter((a) => seconds.includes(a as (typeof seconds)[number]))).toEqual([]);
    }
  });

  it('gives the same plan however the folder lists the archives', () => {
    const archives = [...daily('2026-11-28', 40), at('2026-11-27T21:00:00.000Z')];
    const now = new Date('2026-11-28T12:00:00Z');
    const policy = { keepLast: 5, keepMonthly: 2 };
    const a = planRetention(archives, now, policy);
    const b = planRetention([...archives].reverse(), now, policy);
    expect(a.keep.map((x) => x.fileName)).toEqual(b.keep.map((x) => x.fileName));
    expect(a.keep.length + a.remove.length).toBe(archives.length);
  });
});

describe('archiveStartedAt', () => {
  it('reads the India time of the name, whatever the zone', () => {
    expect(archiveStartedAt('estatedesk-2026-11-01T0001+0530.tar')?.toISOString()).toBe('2026-10-31T18:31:00.000Z');
    expect(archiveStartedAt('estatedesk-2026-10-31T2359+0530.tar')?.toISOString()).toBe('2026-10-31T18:29:00.000Z');
    expect(archiveStartedAt('estatedesk-2026-11-28T0230+0530-2.tar')?.toISOString()).toBe('2026-11-27T21:00:00.001Z');
    expect(archiveStartedAt('estatedesk-2026-13-01T0230+0530.tar')).toBeNull();
    expect(archiveStartedAt('notes.tar')).toBeNull();
  });
});
