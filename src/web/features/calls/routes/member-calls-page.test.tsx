/** @vitest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/session-store';
import { choose } from '../../../test/choose';
import { AppTestProviders, server } from '../../../test/dom-setup';
import { MemberCallsPage } from './member-calls-page';

Element.prototype.scrollIntoView ??= () => {};
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

const MEMBER = '7b0c1f3e-0000-4000-8000-0000000000bb';
const call = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  memberId: MEMBER,
  memberName: 'Sneha Rao',
  leadId: null,
  leadName: null,
  contactId: null,
  number: '9123456780',
  dialNumber: '9123456780',
  direction: 'missed',
  startedAt: '2026-11-24T05:00:00.000Z',
  durationSeconds: 0,
  answered: false,
  outcome: null,
  note: null,
  line: null,
  source: 'phone',
  hasRecording: false,
  recordingUrl: null,
  providerStatus: null,
  ...over,
});
const day = (date: string) => ({
  date,
  calls: 0,
  connected: 0,
  talkSeconds: 0,
  avgTalkSeconds: 0,
  uniqueLeads: 0,
  missedNotReturned: 0,
  firstCallAt: null,
});

function serve() {
  const lists: URLSearchParams[] = [];
  const stats: URLSearchParams[] = [];
  server.use(
    http.get('/api/callhistory/getCallHistoriesByMember/:memberId', ({ request }) => {
      const q = new URL(request.url).searchParams;
      lists.push(q);
      const items =
        q.get('answered') === 'true'
          ? []
          : [
              call('c1'),
              call('c2', {
                leadId: '7b0c1f3e-0000-4000-8000-000000000002',
                leadName: 'Kiran Desai',
                direction: 'outgoing',
                durationSeconds: 125,
                answered: true,
                outcome: 'interested',
              }),
              call('c3', { number: '4155550100', dialNumber: '+1 415 555 0100' }),
            ];
      return HttpResponse.json({ items, total: items.length });
    }),
    http.get('/api/callhistory/getCallHistoryStats', ({ request }) => {
      const q = new URL(request.url).searchParams;
      stats.push(q);
      const from = q.get('from') ?? '';
      const totals = {
        ...day(''),
        calls: 2,
        connected: 1,
        talkSeconds: 125,
        avgTalkSeconds: 125,
        missedNotReturned: 1,
      };
      const { date: _d, ...figures } = totals;
      return HttpResponse.json({
        memberId: MEMBER,
        from,
        to: q.get('to'),
        days: [{ ...day(from), ...figures }],
        totals: figures,
      });
    }),
    http.get('/api/lead/getLeadFormOptions', () =>
      HttpResponse.json({ sources: [], branches: [], assignees: [{ _id: MEMBER, name: 'Sneha Rao', role: 2 }] }),
    ),
  );
  return { lists, stats };
}

let location = '';
function LocationProbe() {
  const l = useLocation();
  location = `${l.pathname}${l.search}`;
  return null;
}

const renderAt = (path: string) =>
  render(
    <AppTestProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/call-history/:memberId"
            element={
              <>
                <MemberCallsPage />
                <LocationProbe />
              </>
            }
          />
          <Route path="/LeadDetails/:leadId" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </AppTestProviders>,
  );

describe("a member's call history", () => {
  beforeEach(() => {
    startSession('t', { _id: 'u1', name: 'Admin', email: 'a@x.in', mobile: null, role: 0, branchId: null });
    // 02:00 on 25 Nov in India is still the 24th in UTC: the default period ends on India's day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T20:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('reads its filters from the URL, defaults to the last 7 India days, and sends them to the API', async () => {
    const { lists, stats } = serve();
    renderAt(`/call-history/${MEMBER}?direction=missed&matched=false`);
    const table = await screen.findByRole('table', { name: 'Calls' }, { timeout: 5000 });
    expect(lists.at(-1)?.get('direction')).toBe('missed');
    expect(lists.at(-1)?.get('matched')).toBe('false');
    expect(lists.at(-1)?.get('from')).toBe('2026-11-19');
    expect(lists.at(-1)?.get('to')).toBe('2026-11-25');
    expect(stats.at(-1)?.get('memberId')).toBe(MEMBER);
    expect(stats.at(-1)?.get('to')).toBe('2026-11-25');

    // An unknown number offers "Make lead"; a matched call links to its lead; numbers are tel: links.
    const [, unknownRow, matchedRow, foreignRow] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(unknownRow as HTMLElement).getByRole('button', { name: 'Make lead from 9123456780' })).toBeTruthy();
    expect(
      within(unknownRow as HTMLElement)
        .getByRole('link', { name: '91234 56780' })
        .getAttribute('href'),
    ).toBe('tel:+919123456780');
    expect(within(matchedRow as HTMLElement).getByRole('link', { name: 'Kiran Desai' })).toBeTruthy();
    expect(within(matchedRow as HTMLElement).getByText('2:05')).toBeTruthy();
    // A foreign number is dialled as written, and cannot become a lead's mobile.
    const foreign = foreignRow as HTMLElement;
    expect(within(foreign).getByRole('link', { name: /415/ }).getAttribute('href')).toBe('tel:+14155550100');
    expect(within(foreign).queryByRole('button', { name: /^Make lead/ })).toBeNull();
  }, 30_000);

  it('makes a lead from an unknown number and opens it', async () => {
    serve();
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/callhistory/:id/createLead', async ({ request, params }) => {
        bodies.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ leadId: '7b0c1f3e-0000-4000-8000-0000000000cc', linkedCalls: 3 });
      }),
    );
    renderAt(`/call-history/${MEMBER}`);
    await screen.findByRole('table', { name: 'Calls' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Make lead from 9123456780' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make lead from 91234 56780' }, { timeout: 5000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create lead' }));
    expect(await within(dialog).findByText('Name is required.')).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Walk-in caller' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create lead' }));
    await waitFor(() => expect(location).toBe('/LeadDetails/7b0c1f3e-0000-4000-8000-0000000000cc'), { timeout: 5000 });
    expect(bodies).toEqual([{ id: 'c1', body: expect.objectContaining({ name: 'Walk-in caller' }) }]);
    expect(await screen.findByText('Walk-in caller was added as a lead; 3 calls linked.')).toBeTruthy();
  }, 30_000);

  it('a filter change goes into the URL and the request, and back to page 1', async () => {
    const { lists } = serve();
    renderAt(`/call-history/${MEMBER}?page=3`);
    await screen.findByRole('table', { name: 'Calls' }, { timeout: 5000 });
    await choose(/^Answered/, 'Answered');
    expect(await screen.findByText('No call matches these filters', {}, { timeout: 5000 })).toBeTruthy();
    expect(location).toBe(`/call-history/${MEMBER}?answered=true`);
    expect(lists.at(-1)?.get('answered')).toBe('true');
    expect(lists.at(-1)?.get('page')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('table', { name: 'Calls' }, { timeout: 5000 });
    expect(location).toBe(`/call-history/${MEMBER}`);
  }, 30_000);
});
