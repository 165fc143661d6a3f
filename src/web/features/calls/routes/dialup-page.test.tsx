/** @vitest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session-store';
import { choose } from '../../../test/choose';
import { AppTestProviders, server } from '../../../test/dom-setup';
import { DialupPage } from './dialup-page';

Element.prototype.scrollIntoView ??= () => {};
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

const ME = '7b0c1f3e-0000-4000-8000-0000000000aa';
const item = (n: number, reason: 'overdue' | 'today' | 'fresh' | 'retry', lastActivity: string | null = null) => ({
  leadId: `7b0c1f3e-0000-4000-8000-00000000000${n}`,
  name: `Lead ${n}`,
  mobile: `98765432${n}0`,
  status: 'contacted',
  reason,
  dueAt: reason === 'fresh' ? null : '2026-11-24T04:30:00.000Z',
  createdAt: '2026-11-20T04:30:00.000Z',
  lastActivity: lastActivity ? { kind: 'follow_up', at: '2026-11-23T06:00:00.000Z', summary: lastActivity } : null,
  triesToday: 0,
});

/** The queue as the server keeps it: a lead leaves it once its outcome is logged. */
function serveQueue(items: ReturnType<typeof item>[], teamItems: ReturnType<typeof item>[] = []) {
  let queue = [...items];
  const queueRequests: string[] = [];
  const outcomes: { leadId: string; body: unknown }[] = [];
  server.use(
    http.get('/api/callhistory/queue', ({ request }) => {
      queueRequests.push(new URL(request.url).search);
      const team = new URL(request.url).searchParams.get('for') === 'team';
      const listed = team ? teamItems : queue;
      const count = (r: string) => listed.filter((i) => i.reason === r).length;
      return HttpResponse.json({
        memberId: ME,
        for: team ? 'team' : 'mine',
        items: listed,
        counts: { overdue: count('overdue'), today: count('today'), fresh: count('fresh'), retry: count('retry') },
      });
    }),
    http.get('/api/lead/getLeadFormOptions', () =>
      HttpResponse.json({ sources: [], branches: [], assignees: [{ _id: ME, name: 'Ravi Kumar', role: 1 }] }),
    ),
    http.post('/api/lead/logOutcome/:leadId', async ({ request, params }) => {
      const leadId = String(params.leadId);
      outcomes.push({ leadId, body: await request.json() });
      const done = queue.find((i) => i.leadId === leadId);
      queue = queue.filter((i) => i.leadId !== leadId);
      const now = '2026-11-24T06:00:00.000Z';
      return HttpResponse.json({
        lead: {
          _id: leadId,
          name: done?.name ?? 'Lead',
          mobile: done?.mobile ?? '9876543210',
          alternateMobile: null,
          email: null,
          source: null,
          branch: null,
          assignedTo: { _id: ME, name: 'Ravi Kumar' },
          assignedAt: now,
          status: 'contacted',
          project: null,
          projectId: null,
          projectName: null,
          budget: null,
          requirement: null,
          kind: null,
          city: null,
          notes: null,
          nextFollowUpAt: null,
          createdBy: null,
          createdAt: now,
          updatedAt: now,
          deletedAt: null,
        },
        followUp: null,
      });
    }),
  );
  return { queueRequests, outcomes };
}

const renderPage = () =>
  render(
    <AppTestProviders>
      <MemoryRouter initialEntries={['/dialup']}>
        <DialupPage />
      </MemoryRouter>
    </AppTestProviders>,
  );

const currentLead = () => screen.getByRole('region', { name: 'Current lead' });

describe('call queue', () => {
  beforeEach(() => {
    startSession('t', { _id: ME, name: 'Ravi Kumar', email: 'r@x.in', mobile: null, role: 1, branchId: null });
  });

  it('Next opens the first lead with its last activity and a tel: call button; saving an outcome opens the next', async () => {
    const { outcomes } = serveQueue([
      item(1, 'overdue', 'Asked to call back after lunch'),
      item(2, 'today'),
      item(3, 'fresh'),
    ]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }, { timeout: 5000 }));

    expect(within(currentLead()).getByRole('heading', { name: 'Lead 1' })).toBeTruthy();
    expect(within(currentLead()).getByText('Asked to call back after lunch')).toBeTruthy();
    const call = within(currentLead()).getByRole('link', { name: /Call 98765 43210/ });
    expect(call.getAttribute('href')).toBe('tel:+919876543210');

    fireEvent.click(within(currentLead()).getByRole('button', { name: 'Log outcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log outcome: Lead 1' }, { timeout: 5000 });
    await choose(/^Outcome/, 'Call back later');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save outcome' }));

    await waitFor(() => expect(within(currentLead()).getByRole('heading', { name: 'Lead 2' })).toBeTruthy(), {
      timeout: 5000,
    });
    expect(outcomes.map((o) => o.leadId)).toEqual([item(1, 'overdue').leadId]);
    expect(outcomes[0]?.body).toMatchObject({ outcome: 'call_back_later', next: { type: 'call' } });
    // The second lead has no activity yet, and says so.
    expect(within(currentLead()).getByText('Nothing yet: this is the first call.')).toBeTruthy();
  }, 30_000);

  it('skips to the next lead without logging, and a skipped lead is passed by', async () => {
    const { outcomes } = serveQueue([item(1, 'overdue'), item(2, 'retry')]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }, { timeout: 5000 }));
    expect(within(currentLead()).getByRole('heading', { name: 'Lead 1' })).toBeTruthy();
    fireEvent.click(within(currentLead()).getByRole('button', { name: 'Skip to next' }));
    expect(within(currentLead()).getByRole('heading', { name: 'Lead 2' })).toBeTruthy();
    // The last lead: nothing after it.
    expect(within(currentLead()).getByRole('button', { name: 'Skip to next' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('This is the last lead in the queue.')).toBeTruthy();
    expect(outcomes).toEqual([]);
  }, 30_000);

  it("opens a manager's empty queue on the team's, says why, and switches back to Mine", async () => {
    serveQueue([], [item(4, 'overdue'), item(5, 'fresh')]);
    renderPage();
    expect(await screen.findByText(/Nobody is due a call from you/, {}, { timeout: 5000 })).toBeTruthy();
    expect((await screen.findAllByText(/Lead 4/, {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('radio', { name: 'Mine' }));
    expect(await screen.findByText('Nobody for you to call right now', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Team' }));
    expect((await screen.findAllByText(/Lead 5/, {}, { timeout: 5000 })).length).toBeGreaterThan(0);
  }, 30_000);

  it('says so when there is nobody to call, for the team too', async () => {
    serveQueue([]);
    renderPage();
    expect(await screen.findByText('Nobody for your team to call right now', {}, { timeout: 5000 })).toBeTruthy();
  }, 20_000);

  it("keeps an executive on their own queue: no team's queue to switch to", async () => {
    startSession('t', { _id: ME, name: 'Esha Exec', email: 'e@x.in', mobile: null, role: 2, branchId: null });
    const { queueRequests } = serveQueue([], [item(4, 'overdue')]);
    renderPage();
    expect(await screen.findByText('Nobody for you to call right now', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Team' })).toBeNull();
    expect(queueRequests.some((q) => q.includes('team'))).toBe(false);
  }, 20_000);
});
