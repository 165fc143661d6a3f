/** @vitest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session-store';
import { AppTestProviders, server } from '../../../test/dom-setup';
import { CampaignPage } from './campaign-page';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

const CAMPAIGN_ID = '6a0c1f3e-0000-4000-8000-000000000010';
const counts = {
  total: 1,
  queued: 0,
  sent: 0,
  delivered: 0,
  failed: 0,
  bounced: 0,
  optedOut: 0,
  skipped: 0,
  unknown: 0,
};
const campaign = (status: 'sending' | 'done') => ({
  id: CAMPAIGN_ID,
  channel: 'email',
  name: 'Tower launch — 23/11/2026',
  templateId: '5f0c1f3e-0000-4000-8000-000000000001',
  templateName: 'Tower launch',
  status,
  bulk: true,
  scheduleAt: null,
  createdBy: 'u1',
  createdByName: 'Admin',
  createdAt: '2026-11-23T05:00:00.000Z',
  startedAt: '2026-11-23T05:00:01.000Z',
  finishedAt: status === 'done' ? '2026-11-23T05:00:03.000Z' : null,
  excluded: { noAddress: 0, optedOut: 0, dnd: 0, duplicate: 0 },
  error: null,
  counts: status === 'done' ? { ...counts, sent: 1 } : { ...counts, queued: 1 },
});
const recipient = (status: 'sending' | 'sent') => ({
  id: '8c0c1f3e-0000-4000-8000-000000000001',
  address: 'aarav.joshi@example.in',
  leadId: null,
  leadName: 'Aarav Joshi',
  status,
  reason: null,
  attempt: 1,
  sentAt: status === 'sent' ? '2026-11-23T05:00:02.000Z' : null,
  deliveredAt: null,
});

describe('a campaign page', () => {
  beforeEach(() => {
    startSession('t', { _id: 'u1', name: 'Admin', email: 'a@x.in', mobile: null, role: 0, branchId: null });
  });

  it('reads the recipients once more when the campaign is seen finished, so none stays "sending"', async () => {
    let campaignReads = 0;
    let recipientReads = 0;
    server.use(
      // The campaign is still sending at the first read and done from the second (one poll later);
      // the recipients' own statuses move on after their first read.
      http.get(`/api/message/getMessage/${CAMPAIGN_ID}`, () =>
        HttpResponse.json(campaign(++campaignReads === 1 ? 'sending' : 'done')),
      ),
      http.get(`/api/message/${CAMPAIGN_ID}/recipients`, () =>
        HttpResponse.json({ items: [recipient(++recipientReads === 1 ? 'sending' : 'sent')], total: 1 }),
      ),
    );
    render(
      <AppTestProviders>
        <MemoryRouter initialEntries={[`/BulkSmsView/${CAMPAIGN_ID}`]}>
          <Routes>
            <Route path="/BulkSmsView/:id" element={<CampaignPage />} />
          </Routes>
        </MemoryRouter>
      </AppTestProviders>,
    );
    // The first read ('sending') may be replaced before a busy machine looks, so it is counted, not seen.
    await waitFor(() => expect(recipientReads).toBeGreaterThan(0), { timeout: 5_000 });
    expect((await screen.findAllByText(/^done$/i, {}, { timeout: 6_000 })).length).toBeGreaterThan(0);
    expect(await screen.findByText(/^sent$/i, { selector: 'td *, td' }, { timeout: 4_000 })).toBeTruthy();
    expect(screen.queryByText(/^sending$/i, { selector: 'td *, td' })).toBeNull();
    expect(recipientReads).toBeGreaterThanOrEqual(2);
  }, 15_000);

  it('holds SMS in doubt for a person: says why, and "Mark as sent" asks, then posts once', async () => {
    const posted: string[] = [];
    const doubtful = {
      ...campaign('done'),
      channel: 'sms',
      counts: { ...counts, total: 3, sent: 1, unknown: 2 },
    };
    server.use(
      http.get(`/api/message/getMessage/${CAMPAIGN_ID}`, () => HttpResponse.json(doubtful)),
      http.get(`/api/message/${CAMPAIGN_ID}/recipients`, () =>
        HttpResponse.json({ items: [{ ...recipient('sent'), status: 'unknown', sentAt: null }], total: 1 }),
      ),
      http.post(`/api/message/${CAMPAIGN_ID}/unknown/:how`, ({ params }) => {
        posted.push(String(params.how));
        return HttpResponse.json({ ...doubtful, counts: { ...doubtful.counts, sent: 3, unknown: 0 } });
      }),
    );
    render(
      <AppTestProviders>
        <MemoryRouter initialEntries={[`/BulkSmsView/${CAMPAIGN_ID}`]}>
          <Routes>
            <Route path="/BulkSmsView/:id" element={<CampaignPage />} />
          </Routes>
        </MemoryRouter>
      </AppTestProviders>,
    );
    expect(await screen.findByText('Messages in doubt', {}, { timeout: 5_000 })).toBeTruthy();
    expect(await screen.findByText(/Unknown: may have been sent/, { selector: 'td *, td' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send again' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark as sent' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toMatch(/Mark the 2 messages in doubt as sent/);
    expect(posted).toEqual([]);
    const confirm = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Mark as sent');
    fireEvent.click(confirm!);
    await waitFor(() => expect(posted).toEqual(['mark-sent']));
  }, 15_000);
});
