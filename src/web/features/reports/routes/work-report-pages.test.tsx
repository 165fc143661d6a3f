/** @vitest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session-store';
import { AppTestProviders, server } from '../../../test/dom-setup';
import { ActivityReportPage } from './activity-report-page';
import { PerformanceReportPage } from './performance-report-page';

Element.prototype.scrollIntoView ??= () => {};
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

const meta = {
  period: '7d',
  from: '2026-11-18',
  to: '2026-11-24',
  computedAt: '2026-11-24T05:00:00.000Z',
  dataAsOf: null,
};
const A = '7b0c1f3e-0000-4000-8000-0000000000aa';
const B = '7b0c1f3e-0000-4000-8000-0000000000bb';
const figures = (over: Record<string, number | null>) => ({
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

let location = '';
function LocationProbe() {
  const l = useLocation();
  location = `${l.pathname}${l.search}`;
  return null;
}

const renderAt = (path: string, page: React.ReactNode) =>
  render(
    <AppTestProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path={path.split('?')[0]}
            element={
              <>
                {page}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </AppTestProviders>,
  );

beforeEach(() => {
  startSession('t', { _id: 'u1', name: 'Admin', email: 'a@x.in', mobile: null, role: 0, branchId: null });
});

describe('performance report page', () => {
  it('shows both periods with the change and keeps the sort in the URL', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('/api/report/performance', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        const members = [
          {
            memberId: A,
            name: 'Asha Patil',
            current: figures({ calls: 4, leadsAssigned: 2, bookings: 1, conversion: 50 }),
            previous: figures({ calls: 6 }),
          },
          { memberId: B, name: 'Bhavesh Shah', current: figures({ calls: 9 }), previous: figures({ calls: 9 }) },
        ];
        return HttpResponse.json({
          meta,
          compare: { from: '2026-11-11', to: '2026-11-17' },
          slaHours: 24,
          members,
          totals: {
            current: figures({ calls: 13, leadsAssigned: 2, bookings: 1, conversion: 50 }),
            previous: figures({ calls: 15 }),
          },
        });
      }),
    );
    renderAt('/report/PerformanceReport?period=7d', <PerformanceReportPage />);
    const table = await screen.findByRole('table', { name: 'Performance by member' });
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent);
    // Bookings, most first, by default; Asha's calls fell by 2.
    expect(rows()[0]).toContain('Asha Patil');
    expect(rows()[0]).toContain('was 6 −2');
    expect(screen.getByText('against 11/11/2026 – 17/11/2026')).toBeTruthy();
    expect(asked[0]?.get('compare')).toBe('previous');
    fireEvent.click(within(table).getByRole('button', { name: /^Calls/ }));
    await waitFor(() => expect(location).toBe('/report/PerformanceReport?period=7d&sort=calls'));
    expect(rows()[0]).toContain('Bhavesh Shah');
    expect(rows()[2]).toContain('Total');
  }, 30_000);
});

describe('activity report page', () => {
  it('opens the rows of a count with its member and kind', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('/api/report/activity', () =>
        HttpResponse.json({
          meta,
          kinds: ['call', 'note'],
          members: [
            { memberId: A, name: 'Asha Patil', counts: { call: 3, note: 1 }, total: 4 },
            { memberId: null, name: 'No member (system, deleted members)', counts: { note: 1 }, total: 1 },
          ],
          totals: { counts: { call: 3, note: 2 }, total: 5 },
        }),
      ),
      http.get('/api/report/activity/rows', ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(q);
        const rows = [
          {
            _id: 'r1',
            at: '2026-11-23T05:00:00.000Z',
            kind: 'call',
            summary: 'Outgoing call, 2m 10s',
            by: { _id: A, name: 'Asha Patil' },
            lead: { _id: B, name: 'Kiran Desai' },
          },
        ];
        return HttpResponse.json({ meta, rows, total: 1, page: 1, pageSize: 25 });
      }),
    );
    renderAt('/report/ActivityReport?period=7d', <ActivityReportPage />);
    const link = await screen.findByRole('link', { name: 'Asha Patil, Call: 3, open the list' });
    fireEvent.click(link);
    await waitFor(() => expect(location).toBe(`/report/ActivityReport?period=7d&member=${A}&kind=call`));
    await waitFor(() => expect(asked.at(-1)?.get('member')).toBe(A));
    expect(asked.at(-1)?.get('kind')).toBe('call');
    expect(await screen.findByRole('link', { name: 'Kiran Desai' })).toHaveProperty(
      'href',
      `http://localhost:3000/LeadDetails/${B}`,
    );
  }, 30_000);
});
