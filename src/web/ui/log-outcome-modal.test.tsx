/** @vitest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { choose } from '../test/choose';
import { AppTestProviders, server } from '../test/dom-setup';
import { LogOutcomeModal, type OutcomeLead } from './log-outcome-modal';

// jsdom lays nothing out; Mantine scrolls the chosen option into view.
Element.prototype.scrollIntoView ??= () => {};
// Nor has it document.fonts, which the autosizing note field listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

const lead: OutcomeLead = {
  _id: '7b0c1f3e-0000-4000-8000-000000000001',
  name: 'Asha Patil',
  status: 'new',
  assignedTo: null,
};

function pickers() {
  server.use(
    http.get('/api/lead/getLeadFormOptions', () => HttpResponse.json({ sources: [], branches: [], assignees: [] })),
  );
}

/** Records the bodies the modal sends and answers as the server would. */
function acceptOutcome() {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/lead/logOutcome/:leadId', async ({ request }) => {
      bodies.push(await request.json());
      const now = '2026-11-24T20:00:00.000Z';
      return HttpResponse.json({
        lead: {
          _id: lead._id,
          name: lead.name,
          mobile: '9876543210',
          alternateMobile: null,
          email: null,
          source: null,
          branch: null,
          assignedTo: null,
          assignedAt: null,
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
  return bodies;
}

const originalTz = process.env.TZ;

describe('Log outcome', () => {
  beforeEach(() => {
    // A browser in Los Angeles, at 12:00 on 24 November there — already 01:30 on the 25th in India.
    process.env.TZ = 'America/Los_Angeles';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T20:00:00Z'));
    pickers();
  });
  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = originalTz;
  });

  it('asks for a reason when the lead is not interested, and sends nothing without one', async () => {
    const bodies = acceptOutcome();
    render(
      <AppTestProviders>
        <LogOutcomeModal opened onClose={() => {}} lead={lead} />
      </AppTestProviders>,
    );
    await choose(/^Outcome/, 'Not interested');
    // Giving up on the lead closes the next-follow-up section.
    expect(await screen.findByText('No next follow-up: the lead is being closed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save outcome' }));
    expect(await screen.findByText('Choose a reason why the lead is not interested or junk.')).toBeTruthy();
    expect(bodies).toEqual([]);

    await choose(/^Reason/, 'Bought elsewhere');
    fireEvent.click(screen.getByRole('button', { name: 'Save outcome' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ outcome: 'not_interested', reason: 'bought_elsewhere', next: null });
  }, 20_000);

  it('books the next follow-up at the India time typed, from a Los Angeles browser', async () => {
    const bodies = acceptOutcome();
    render(
      <AppTestProviders>
        <LogOutcomeModal opened onClose={() => {}} lead={lead} />
      </AppTestProviders>,
    );
    await choose(/^Outcome/, 'Call back later');
    // Tomorrow is India's tomorrow (26 Nov), not Los Angeles's (25 Nov).
    expect((screen.getByLabelText(/Next follow-up date/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      '26/11/2026',
    );
    fireEvent.change(screen.getByLabelText(/Time \(India\)/), { target: { value: '18:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save outcome' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    // 18:30 IST on 26 Nov is 13:00 UTC.
    expect(bodies[0]).toMatchObject({
      outcome: 'call_back_later',
      next: { type: 'call', dueAt: '2026-11-26T13:00:00.000Z' },
    });
  }, 20_000);
});
