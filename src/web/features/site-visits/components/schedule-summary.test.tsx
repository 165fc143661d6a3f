/** @vitest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppTestProviders } from '../../../test/dom-setup';
import { ScheduleSummary } from './schedule-summary';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

const meta = {
  period: '7d' as const,
  from: '2026-05-04',
  to: '2026-05-10',
  computedAt: '2026-05-10T06:30:00Z',
  dataAsOf: null,
};
const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('Schedules summary', () => {
  it('links a visit count to Schedules on that India day and status, totals first', () => {
    render(
      <AppTestProviders>
        <MemoryRouter>
          <ScheduleSummary
            report={{
              meta,
              days: [{ day: '2026-05-08', scheduled: 0, done: 2, noShow: 1, cancelled: 0, total: 3 }],
              totals: { scheduled: 0, done: 2, noShow: 1, cancelled: 0, total: 3 },
            }}
            assignedTo="m1"
          />
        </MemoryRouter>
      </AppTestProviders>,
    );
    const rows = within(screen.getByRole('table', { name: 'Site visits per day' })).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Total');
    expect(href('No-show on Fri 08/05/2026: 1')).toBe(
      '/report/meetings?period=custom&from=2026-05-08&to=2026-05-08&status=no_show&assignedTo=m1',
    );
    expect(href('Visits in the period: 3')).toBe(
      '/report/meetings?period=custom&from=2026-05-04&to=2026-05-10&assignedTo=m1',
    );
  });
});
