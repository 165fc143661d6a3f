/** @vitest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Lead } from '../../../../domain/schemas/lead';
import { startSession } from '../../../lib/session-store';
import { choose } from '../../../test/choose';
import { AppTestProviders, server } from '../../../test/dom-setup';
import { LeadStatusSelect } from './lead-status-select';

// jsdom lays nothing out; Mantine scrolls the chosen option into view.
Element.prototype.scrollIntoView ??= () => {};

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

const lead: Lead = {
  _id: 'l1',
  name: 'Meera Joshi',
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
  createdAt: '2026-11-01T05:00:00.000Z',
  updatedAt: '2026-11-01T05:00:00.000Z',
  deletedAt: null,
};

describe('changing a status from the lead list', () => {
  beforeEach(() => {
    startSession('t', { _id: 'u1', name: 'Admin', email: 'a@x.in', mobile: null, role: 0, branchId: null });
  });

  it('asks why before marking a lead junk, and sends the reason; closing the question sends nothing', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('/api/lead/updateLeadStatus/l1', async ({ request }) => {
        const body = (await request.json()) as { status: Lead['status'] };
        sent.push(body);
        return HttpResponse.json({ lead: { ...lead, status: body.status } });
      }),
    );
    render(
      <AppTestProviders>
        <LeadStatusSelect lead={lead} />
      </AppTestProviders>,
    );
    const pick = (label: string) =>
      choose(screen.getByLabelText('Status of Meera Joshi', { selector: 'input' }), label);

    await pick('Junk');
    let dialog = await screen.findByRole('dialog', { name: 'Junk: Meera Joshi' });
    expect((screen.getByRole('button', { name: 'Mark junk' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(sent).toEqual([]);

    await pick('Junk');
    dialog = await screen.findByRole('dialog', { name: 'Junk: Meera Joshi' });
    await choose(within(dialog).getByLabelText(/^Reason/, { selector: 'input' }), 'Duplicate');
    fireEvent.click(screen.getByRole('button', { name: 'Mark junk' }));
    await waitFor(() => expect(sent).toEqual([{ status: 'junk', reason: 'duplicate' }]));
  }, 15_000);
});
