import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe.each(['America/Los_Angeles', 'Pacific/Kiritimati'])('dates on screen with the browser in %s', (zone) => {
  it('shows calendar dates as they are and instants in India time', () => {
    process.env.TZ = zone;
    // A date-only string is UTC midnight to `new Date`: read in Los Angeles it was the day before.
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate('2026-03-31T18:31:00Z')).toBe('01/04/2026');
    expect(formatDate(new Date('2026-03-31T23:59:00+05:30'))).toBe('31/03/2026');
    expect(formatDateTime('2026-03-31T18:31:00Z')).toBe('01/04/2026, 00:01');
    expect(formatDate('')).toBe('—');
    expect(formatDate('not a date', 'none')).toBe('none');
  });
});
