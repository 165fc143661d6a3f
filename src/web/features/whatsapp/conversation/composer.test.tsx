/** @vitest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadWhatsApp } from '../../../../domain/schemas/whatsapp';
import { startSession } from '../../../lib/session-store';
import { choose } from '../../../test/choose';
import { AppTestProviders, server } from '../../../test/dom-setup';
import { LEAD_ID, leadWhatsApp, message, NOW, optedIn, template } from '../test/whatsapp-fixtures';
import { Composer } from './composer';

// Mantine's autosize textarea listens for web fonts; jsdom has none.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

const admin = { _id: 'u1', name: 'Admin', email: 'a@x.in', mobile: null, role: 0 as const, branchId: null };
const marketing = template({ id: '5f0c1f3e-0000-4000-8000-000000000002', name: 'diwali_offer', category: 'marketing' });
const utility = template();

const renderComposer = (state: LeadWhatsApp) =>
  render(
    <AppTestProviders>
      <Composer state={state} leadName="Asha Rao" />
    </AppTestProviders>,
  );

/** The buyer wrote at 12:00 India time on 28 Nov; "now" is 12:30, so the window closes tomorrow at 12:00. */
const openWindow = (closesAt: string) => ({ open: true, closesAt, lastInboundAt: '2026-11-28T06:30:00.000Z' });

describe('the WhatsApp composer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    startSession('t', admin);
  });
  afterEach(() => vi.useRealTimers());

  it('inside the window says how long it stays open and sends free text with an Idempotency-Key', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    server.use(
      http.post(`/api/lead/${LEAD_ID}/whatsapp/send`, async ({ request }) => {
        sent.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        return HttpResponse.json(message({ id: 'm2', direction: 'out', status: 'queued', text: 'Yes, it is.' }));
      }),
      http.get(`/api/lead/${LEAD_ID}/whatsapp`, () => HttpResponse.json(leadWhatsApp())),
    );
    // 5 h 12 m from 12:30 India time: 17:42 today.
    renderComposer(leadWhatsApp({ window: openWindow('2026-11-28T12:12:00.000Z') }));
    expect(screen.getByText('Window open — closes in 5 h 12 m (at 17:42)')).toBeTruthy();
    expect(screen.queryByText(/has not written in the last 24 hours/)).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Yes, it is.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ type: 'text', text: 'Yes, it is.' });
    expect(sent[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe(''),
    );
  });

  it('keeps the typed text and shows the server’s sentence when the send is refused', async () => {
    server.use(
      http.post(`/api/lead/${LEAD_ID}/whatsapp/send`, () =>
        HttpResponse.json(
          { code: 'WINDOW_CLOSED', message: 'The 24-hour window has closed: send a template.' },
          { status: 409 },
        ),
      ),
    );
    renderComposer(leadWhatsApp({ window: openWindow('2026-11-29T06:30:00.000Z') }));
    // After midnight in India: "tomorrow".
    expect(screen.getByText('Window open — closes in 23 h 30 m (at 12:00 tomorrow)')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Shall I call you?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The 24-hour window has closed: send a template.');
    expect(box.value).toBe('Shall I call you?');
  });

  it('refuses an empty message without asking the server', async () => {
    renderComposer(leadWhatsApp({ window: openWindow('2026-11-28T12:12:00.000Z') }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message.')).toBeTruthy();
  });

  it('outside the window offers only a template: marketing ones disabled without an opt-in, the preview filled for this lead', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    server.use(
      http.get('/api/whatsapp/templates', () =>
        HttpResponse.json({ items: [marketing, utility], syncedAt: '2026-11-27T05:00:00.000Z' }),
      ),
      http.post(`/api/whatsapp/templates/${utility.id}/preview`, () =>
        HttpResponse.json({
          text: 'Hello Asha, your visit to Sahyadri Heights is confirmed.',
          params: ['Asha', 'Sahyadri Heights'],
          unmapped: [],
          empty: [],
          category: 'utility',
        }),
      ),
      http.post(`/api/lead/${LEAD_ID}/whatsapp/send`, async ({ request }) => {
        sent.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        return HttpResponse.json(message({ id: 'm3', direction: 'out', kind: 'template', status: 'queued' }));
      }),
      http.get(`/api/lead/${LEAD_ID}/whatsapp`, () => HttpResponse.json(leadWhatsApp())),
    );
    renderComposer(
      leadWhatsApp({
        window: { open: false, closesAt: '2026-11-27T06:30:00.000Z', lastInboundAt: '2026-11-26T06:30:00.000Z' },
      }),
    );
    expect(screen.getByText('The buyer has not written in the last 24 hours: send a template')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByText(/Window open/)).toBeNull();

    fireEvent.click(await screen.findByLabelText('Template', { selector: 'input' }));
    const option = await screen.findByRole('option', { name: /diwali_offer/, hidden: true });
    expect(option.getAttribute('data-combobox-disabled') ?? option.getAttribute('aria-disabled')).toBeTruthy();
    expect(option.textContent).toContain('the lead has not opted in');
    fireEvent.click(screen.getByLabelText('Template', { selector: 'input' }));

    await choose('Template', /site_visit_reminder/);
    expect(await screen.findByText('Hello Asha, your visit to Sahyadri Heights is confirmed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send template' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ type: 'template', templateId: utility.id });
    expect(sent[0]?.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('lets a marketing template go to a lead who opted in, and blocks one with an empty field', async () => {
    server.use(
      http.get('/api/whatsapp/templates', () => HttpResponse.json({ items: [marketing], syncedAt: null })),
      http.post(`/api/whatsapp/templates/${marketing.id}/preview`, () =>
        HttpResponse.json({
          text: 'Hello , Diwali prices!',
          params: [''],
          unmapped: [],
          empty: ['First name'],
          category: 'marketing',
        }),
      ),
    );
    renderComposer(leadWhatsApp({ consent: optedIn }));
    await choose('Template', /diwali_offer/);
    expect(
      await screen.findByText(
        'Empty for this lead, and WhatsApp refuses an empty value: fill in First name on the lead first.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send template' }).hasAttribute('disabled')).toBe(true);
  });

  it('says why nothing can be sent to a lead that is not ready', () => {
    renderComposer(leadWhatsApp({ ready: false, notReadyReason: 'WhatsApp is not set up.' }));
    expect(screen.getByText('WhatsApp is not set up.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
  });
});
