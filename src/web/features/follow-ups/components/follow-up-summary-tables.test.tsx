/** @vitest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FollowUpSummary } from '../../../../domain/schemas/follow-up-summary';
import { AppTestProviders } from '../../../test/dom-setup';
import { MemberSummaryTable, OutcomeTable } from './follow-up-summary-tables';

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
const zero = { scheduled: 0, done: 0, onTime: 0, open: 0, missed: 0, rescheduled: 0, cancelled: 0 };
const none = {
  connected: 0,
  not_answering: 0,
  busy: 0,
  switched_off: 0,
  wrong_number: 0,
  call_back_later: 0,
  interested: 0,
  not_interested: 0,
};
const summary: FollowUpSummary = {
  meta,
  days: [],
  members: [
    {
      member: { _id: 'm1', name: 'Esha Executive' },
      ...zero,
      scheduled: 4,
      done: 3,
      onTime: 2,
      open: 1,
      outcomes: { ...none, busy: 3 },
    },
    { member: null, ...zero, scheduled: 1, done: 1, onTime: 1, outcomes: { ...none, connected: 1 } },
  ],
  totals: { ...zero, scheduled: 5, done: 4, onTime: 3, open: 1, outcomes: { ...none, busy: 3, connected: 1 } },
};

const renderIn = (node: React.ReactNode) =>
  render(
    <AppTestProviders>
      <MemoryRouter>{node}</MemoryRouter>
    </AppTestProviders>,
  );

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('report summaries drill down to the rows behind a count', () => {
  it('links a member’s done count to the report list of that member, period and status', () => {
    renderIn(<MemberSummaryTable summary={summary} />);
    expect(href('Done, Esha Executive: 3')).toBe(
      '/FollowupReport?period=custom&from=2026-05-04&to=2026-05-10&assignedTo=m1&status=done',
    );
    expect(href('Scheduled, Total: 5')).toBe('/FollowupReport?period=custom&from=2026-05-04&to=2026-05-10');
    // On time has no list filter, and nobody's row cannot be filtered: plain numbers.
    const table = screen.getByRole('table', { name: 'Follow-ups per member' });
    expect(within(table).queryByRole('link', { name: /^On time/ })).toBeNull();
    expect(within(table).queryByRole('link', { name: /Unassigned/ })).toBeNull();
    expect(within(table).getByText('75%')).toBeTruthy();
  });

  it('links an outcome count to the list filtered by that outcome', () => {
    renderIn(<OutcomeTable summary={summary} />);
    expect(href('Busy, Esha Executive: 3')).toBe(
      '/FollowupReport?period=custom&from=2026-05-04&to=2026-05-10&assignedTo=m1&outcome=busy',
    );
  });
});
