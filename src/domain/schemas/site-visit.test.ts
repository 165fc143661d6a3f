import { describe, expect, it } from 'vitest';
import { siteVisitCompleteSchema, siteVisitRescheduleSchema, siteVisitScheduleSchema } from './site-visit';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('site visit inputs', () => {
  it('reads a time without a zone as India time, and a bare date as 11:00 IST', () => {
    const local = siteVisitScheduleSchema.parse({ project: 'Sahyadri Heights', at: '2026-05-02T23:45' });
    expect(local.at.toISOString()).toBe('2026-05-02T18:15:00.000Z');
    const day = siteVisitRescheduleSchema.parse({ at: '2026-05-02' });
    expect(day.at.toISOString()).toBe('2026-05-02T05:30:00.000Z');
    const instant = siteVisitRescheduleSchema.parse({ at: '2026-05-02T10:00:00Z', note: null });
    expect(instant).toEqual({ at: new Date('2026-05-02T10:00:00Z'), note: undefined });
  });

  it('needs a project, a real time, and an address when pickup is needed', () => {
    expect(issues(siteVisitScheduleSchema.safeParse({ project: ' ', at: '' }))).toEqual({
      project: 'Project is required.',
      at: 'Visit date and time are required.',
    });
    expect(issues(siteVisitScheduleSchema.safeParse({ project: 'A', at: '2026-02-30T10:00' }))).toEqual({
      at: 'Visit date and time is not a real date and time.',
    });
    expect(issues(siteVisitScheduleSchema.safeParse({ project: 'A', at: '2026-05-02T10:00', pickup: true }))).toEqual({
      pickupAddress: 'Pickup address is required when pickup is needed.',
    });
    const ok = siteVisitScheduleSchema.parse({
      project: 'A',
      at: '2026-05-02T10:00',
      pickup: true,
      pickupAddress: 'Baner',
    });
    expect(ok).toMatchObject({ pickup: true, pickupAddress: 'Baner' });
  });

  it('takes interest only for a visit that took place', () => {
    expect(siteVisitCompleteSchema.parse({ result: 'done', interest: 'hot' })).toMatchObject({ interest: 'hot' });
    expect(issues(siteVisitCompleteSchema.safeParse({ result: 'no_show', interest: 'warm' }))).toEqual({
      interest: 'Interest is recorded only for a visit that took place.',
    });
    expect(issues(siteVisitCompleteSchema.safeParse({ result: 'maybe' }))).toEqual({
      result: 'Result is done, no-show or cancelled.',
    });
  });
});
