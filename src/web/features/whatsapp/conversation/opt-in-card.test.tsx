/** @vitest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WhatsAppConsent } from '../../../../domain/schemas/whatsapp';
import { startSession } from '../../../lib/session-store';
import { choose } from '../../../test/choose';
import { AppTestProviders, server } from '../../../test/dom-setup';
import { LEAD_ID, NOW, noConsent, optedIn } from '../test/whatsapp-fixtures';
import { OptInCard } from './opt-in-card';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}
// Mantine scrolls the chosen option into view; jsdom has no layout.
Element.prototype.scrollIntoView ??= () => {};
const admin = { _id: 'u1', name: 'Admin', email: 'a@x.in', mobile: null, role: 0 as const, branchId: null };

const stop = {
  id: 'c2',
  channel: 'whatsapp' as const,
  event: 'opt_out' as const,
  method: 'stop_keyword' as const,
  note: null,
  by: null,
  at: '2026-11-20T05:00:00.000Z',
};
const optedOutBySTOP: WhatsAppConsent = {
  optedIn: false,
  optedOut: true,
  latest: stop,
  history: [stop, ...optedIn.history],
};

const renderCard = (consent: WhatsAppConsent) =>
  render(
    <AppTestProviders>
      <OptInCard leadId={LEAD_ID} consent={consent} />
    </AppTestProviders>,
  );

describe('the WhatsApp opt-in card', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    startSession('t', admin);
  });
  afterEach(() => vi.useRealTimers());

  it('says when and how the buyer opted in, and offers Opt out', () => {
    renderCard(optedIn);
    expect(screen.getByText('WhatsApp: opted in on 12 Nov via website form')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record opt-in' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Opt out' })).toBeTruthy();
  });

  it('says a STOP reply opted the buyer out, with the history', () => {
    renderCard(optedOutBySTOP);
    expect(screen.getByText('WhatsApp: opted out on 20 Nov (replied STOP)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Opt out' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'History (2)' }));
    expect(screen.getByText(/20\/11\/2026, 10:30 — Opted out: Replied STOP/)).toBeTruthy();
    expect(screen.getByText(/12\/11\/2026, 10:30 — Opted in: Website form/)).toBeTruthy();
  });

  it('records an opt-in with how and a note', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post(`/api/lead/${LEAD_ID}/whatsapp/consent`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(optedIn);
      }),
    );
    renderCard(noConsent);
    expect(screen.getByText('WhatsApp: not opted in')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Record opt-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a WhatsApp opt-in' });
    await choose('How did the buyer agree?', 'Said so on a call');
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Agreed on the call of 28 Nov' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record opt-in' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ event: 'opt_in', method: 'call', note: 'Agreed on the call of 28 Nov' });
  });

  it('keeps the modal open with the server’s sentence when the record is refused', async () => {
    server.use(
      http.post(`/api/lead/${LEAD_ID}/whatsapp/consent`, () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'That lead is not one of yours.' }, { status: 404 }),
      ),
    );
    renderCard(optedIn);
    fireEvent.click(screen.getByRole('button', { name: 'Opt out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record an opt-out from WhatsApp' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opt out' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('That lead is not one of yours.');
  });
});
