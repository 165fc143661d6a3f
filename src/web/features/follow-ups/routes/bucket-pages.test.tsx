/** @vitest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session-store';
import { AppTestProviders, server } from '../../../test/dom-setup';
import { PendingPage, TodayPage } from './bucket-pages';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

const lead = (id: string, name: string) => ({
  _id: id,
  name,
  mobile: '9876543210',
  alternateMobile: null,
  email: null,
  source: null,
  branch: null,
  assignedTo: { _id: 'm1', name: 'Ravi Kumar' },
  assignedAt: '2026-11-01T05:00:00.000Z',
  status: 'contacted',
  project: 'Green Acres',
  projectId: null,
  projectName: null,
  budget: null,
  requirement: null,
  kind: null,
  city: null,
  notes: null,
  nextFollowUpAt: null,
  createdBy: null,
  createdAt: '2026-11-01T05:00:00.000Z',
  updatedAt: '2026-11-01T05:00:00.000Z',
  deletedAt: null,
});
const followUp = (id: string, leadId: string, dueAt: string) => ({
  _id: id,
  leadId,
  type: 'call',
  dueAt,
  assignedTo: { _id: 'm1', name: 'Ravi Kumar' },
  status: 'open',
  outcome: null,
  reason: null,
  note: null,
  siteVisitId: null,
  doneAt: null,
  doneBy: null,
  createdBy: null,
  createdAt: '2026-11-01T05:00:00.000Z',
});

function answer(items: unknown[]) {
  const buckets: string[] = [];
  server.use(
    http.get('/api/lead/getOverallFollowupLeads', ({ request }) => {
      buckets.push(new URL(request.url).searchParams.get('bucket') ?? '');
      return HttpResponse.json({ items, total: items.length, page: 1, pages: 1, today: '2026-11-25' });
    }),
    http.get('/api/lead/getLeadFormOptions', () => HttpResponse.json({ sources: [], branches: [], assignees: [] })),
  );
  return buckets;
}

const renderPage = (page: React.ReactNode) =>
  render(
    <AppTestProviders>
      <MemoryRouter>{page}</MemoryRouter>
    </AppTestProviders>,
  );

describe('follow-up bucket lists', () => {
  beforeEach(() => {
    startSession('t', { _id: 'u1', name: 'Admin', email: 'a@x.in', mobile: null, role: 0, branchId: null });
  });

  it('marks an overdue follow-up in words, with how overdue, and leaves an on-time one plain', async () => {
    const buckets = answer([
      // Due 22 Nov 10:00 IST; the server says 3 days and 2 hours past.
      {
        lead: lead('l1', 'Meera Joshi'),
        followUp: followUp('f1', 'l1', '2026-11-22T04:30:00.000Z'),
        overdueMinutes: 3 * 1440 + 120,
      },
      { lead: lead('l2', 'Karan Shah'), followUp: followUp('f2', 'l2', '2026-11-24T04:30:00.000Z'), overdueMinutes: 0 },
    ]);
    renderPage(<PendingPage />);
    const table = await screen.findByRole('table', { name: 'Follow-ups' });
    const [, overdueRow, plainRow] = within(table).getAllByRole('row');
    expect(within(overdueRow as HTMLElement).getByText('Overdue')).toBeTruthy();
    expect(within(overdueRow as HTMLElement).getByText('3 days overdue')).toBeTruthy();
    expect(within(overdueRow as HTMLElement).getByText('22/11/2026, 10:00')).toBeTruthy();
    expect(within(plainRow as HTMLElement).queryByText('Overdue')).toBeNull();
    // Each row can log an outcome without leaving the list.
    expect(within(overdueRow as HTMLElement).getByRole('button', { name: 'Log outcome: Meera Joshi' })).toBeTruthy();
    expect(buckets).toContain('pending');
  }, 20_000);

  it("shows today's list by time, and says what to do when it is empty", async () => {
    const buckets = answer([]);
    renderPage(<TodayPage />);
    expect(await screen.findByText('Nothing is due today')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Leads' })).toBeTruthy();
    expect(buckets).toContain('today');
  }, 20_000);
});
