/** @vitest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session-store';
import { choose } from '../../../test/choose';
import { AppTestProviders, server } from '../../../test/dom-setup';
import { SendSmsOrEmailPage } from './send-pages';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

const TEMPLATE_ID = '5f0c1f3e-0000-4000-8000-000000000001';
const CAMPAIGN_ID = '6a0c1f3e-0000-4000-8000-000000000009';
const LEADS = ['7b0c1f3e-0000-4000-8000-000000000001', '7b0c1f3e-0000-4000-8000-000000000002'];

const smsTemplate = {
  id: TEMPLATE_ID,
  channel: 'sms',
  name: 'Festive offer',
  dltTemplateId: '1107161234567890123',
  senderId: 'SUNRSE',
  category: 'promotional',
  registeredText: 'Dear {#var#}, festive prices at {#var#}. -SUNRISE',
  variables: ['firstName', 'project'],
  createdAt: '2026-11-20T05:00:00.000Z',
  updatedAt: '2026-11-20T05:00:00.000Z',
  createdBy: null,
};

const campaign = {
  id: CAMPAIGN_ID,
  channel: 'sms',
  name: 'Festive offer — 23/11/2026',
  templateId: TEMPLATE_ID,
  templateName: 'Festive offer',
  status: 'sending',
  bulk: true,
  scheduleAt: null,
  createdBy: 'u1',
  createdByName: 'Admin',
  createdAt: '2026-11-23T05:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  excluded: { noAddress: 1, optedOut: 0, dnd: 1, duplicate: 0 },
  error: null,
  counts: { total: 2, queued: 2, sent: 0, delivered: 0, failed: 0, bounced: 0, optedOut: 0, skipped: 0, unknown: 0 },
};

const ready = {
  email: { ready: true, problem: null },
  sms: { ready: true, problem: null, senderIds: ['SUNRSE'] },
  whatsapp: { ready: false, problem: 'WhatsApp is not set up: the WhatsApp settings have not been saved.' },
};
const admin = { _id: 'u1', name: 'Admin', email: 'a@x.in', mobile: null, role: 0 as const, branchId: null };

/**
 * What the screen asks the server: the one SMS template, no lead options, and this count (each
 * count's body is kept in `audiences` when given).
 */
function screenAnswers(
  count: {
    recipients: number;
    costEstimate: number;
    excluded?: Partial<Record<'noAddress' | 'optedOut' | 'dnd', number>>;
  },
  audiences?: unknown[],
) {
  return [
    http.get('/api/template/getAllTemplates', () => HttpResponse.json({ items: [smsTemplate] })),
    http.get('/api/lead/getLeadFormOptions', () => HttpResponse.json({ sources: [], branches: [], assignees: [] })),
    http.post('/api/message/audience', async ({ request }) => {
      audiences?.push(await request.json());
      return HttpResponse.json({
        recipients: count.recipients,
        excluded: { noAddress: 0, optedOut: 0, dnd: 0, duplicate: 0, ...count.excluded },
        segmentsPerMessage: 1,
        costEstimate: count.costEstimate,
      });
    }),
  ];
}

/** The send page opened from the lead list with this router state, and the campaign page it goes to. */
const renderSendPage = (state?: unknown) =>
  render(
    <AppTestProviders>
      <MemoryRouter initialEntries={[{ pathname: '/smsEmail', state }]}>
        <Routes>
          <Route path="/smsEmail" element={<SendSmsOrEmailPage />} />
          <Route path="/BulkSmsView/:id" element={<p>campaign page</p>} />
        </Routes>
      </MemoryRouter>
    </AppTestProviders>,
  );

describe('Create Email / Sms', () => {
  beforeEach(() => {
    startSession('t', admin);
    server.use(http.get('/api/message/readiness', () => HttpResponse.json(ready)));
  });

  it('counts the selected leads, says who is left out and why, and sends only after the confirmation', async () => {
    const audiences: unknown[] = [];
    const created: unknown[] = [];
    const keys: (string | null)[] = [];
    server.use(
      ...screenAnswers({ recipients: 2, excluded: { noAddress: 1, dnd: 1 }, costEstimate: 0.5 }, audiences),
      http.post('/api/message/audience/preview', () =>
        HttpResponse.json({
          items: ['Asha Rao', 'Vikram Shah'].map((name, i) => ({
            lead: { _id: LEADS[i], name, address: `98100000${i}1` },
            preview: {
              channel: 'sms',
              text: `Dear ${name.split(' ')[0]}, festive prices at Sunrise Towers. -SUNRISE`,
              encoding: 'gsm7',
              length: 50,
              segments: 1,
              dltOk: true,
              problems: [],
              mismatch: null,
            },
          })),
        }),
      ),
      http.post('/api/message/create', async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        created.push(await request.json());
        return HttpResponse.json(campaign);
      }),
    );
    renderSendPage({ leadIds: LEADS });

    // The selection from the lead list is the audience.
    expect(await screen.findByRole('radio', { name: 'The 2 selected leads' })).toHaveProperty('checked', true);
    await choose(/^Template/, /Festive offer/);

    const panel = screen.getByRole('region', { name: 'Recipients' });
    // The count is asked for 400 ms after the last change; a busy machine takes longer.
    await waitFor(() => expect(within(panel).getByTestId('recipient-count').textContent).toBe('2'), { timeout: 5_000 });
    expect(within(panel).getByText('1 lead has no valid mobile number.')).toBeTruthy();
    expect(
      within(panel).getByText('1 lead is on the DND register (promotional SMS are not sent to DND).'),
    ).toBeTruthy();
    expect(within(panel).getByText('₹0.50')).toBeTruthy();
    expect(audiences.at(-1)).toEqual({ channel: 'sms', templateId: TEMPLATE_ID, audience: { leadIds: LEADS } });
    // Promotional: the send window is explained before sending.
    expect(screen.getByText('Promotional SMS: 09:00–21:00 IST only')).toBeTruthy();

    // Cancel in the confirmation sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Send SMS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the SMS' }, { timeout: 5_000 });
    expect(within(dialog).getByText('2 recipients')).toBeTruthy();
    expect(within(dialog).getByText(/Estimated cost: ₹0.50/)).toBeTruthy();
    // What the first recipients get, one after another, before anything is queued.
    const preview = within(dialog).getByRole('region', { name: 'Message preview' });
    expect(await within(preview).findByText('What Asha Rao gets', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(within(preview).getByText('Dear Asha, festive prices at Sunrise Towers. -SUNRISE')).toBeTruthy();
    fireEvent.click(within(preview).getByRole('button', { name: 'Next recipient' }));
    expect(within(preview).getByText('Dear Vikram, festive prices at Sunrise Towers. -SUNRISE')).toBeTruthy();
    expect(within(preview).getByRole('button', { name: 'Next recipient' })).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send the SMS' })).toBeNull(), { timeout: 5_000 });
    expect(created).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Send SMS' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Send the SMS' }, { timeout: 5_000 })).getByRole('button', {
        name: 'Send now',
      }),
    );
    expect(await screen.findByText('campaign page', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(created).toEqual([{ channel: 'sms', templateId: TEMPLATE_ID, audience: { leadIds: LEADS } }]);
    // A retry of a lost answer would carry the same key, so the server sends the campaign once.
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
  }, 30_000);

  it('asks for the time to send at, and sends the India time and the name as typed', async () => {
    const created: unknown[] = [];
    server.use(
      ...screenAnswers({ recipients: 2, costEstimate: 0.5 }),
      http.post('/api/message/audience/preview', () => HttpResponse.json({ items: [] })),
      http.post('/api/message/create', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ ...campaign, status: 'scheduled', scheduleAt: '2026-12-01T05:00:00.000Z' });
      }),
    );
    renderSendPage({ leadIds: LEADS });
    await choose(/^Template/, /Festive offer/);
    const panel = screen.getByRole('region', { name: 'Recipients' });
    await waitFor(() => expect(within(panel).getByTestId('recipient-count').textContent).toBe('2'), { timeout: 5_000 });
    fireEvent.change(screen.getByRole('textbox', { name: 'Campaign name' }), { target: { value: '  Diwali week  ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'At a date and time (India time)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send SMS' }));
    expect(
      await screen.findByText('Choose the date and time to send at, or send now.', undefined, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: /^Date/ }), { target: { value: '01/12/2026' } });
    fireEvent.change(screen.getByLabelText(/Time \(IST\)/), { target: { value: '10:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send SMS' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Send the SMS' }, { timeout: 5_000 })).getByRole('button', {
        name: 'Schedule',
      }),
    );
    expect(await screen.findByText('campaign page', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(created).toEqual([
      {
        channel: 'sms',
        templateId: TEMPLATE_ID,
        audience: { leadIds: LEADS },
        name: 'Diwali week',
        scheduleAt: '2026-12-01T10:30',
      },
    ]);
  }, 30_000);

  it('sends to a filter when no leads were selected, and will not send to nobody', async () => {
    const created: unknown[] = [];
    server.use(
      ...screenAnswers({ recipients: 0, excluded: { optedOut: 3 }, costEstimate: 0 }),
      http.post('/api/message/create', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(campaign);
      }),
    );
    renderSendPage();
    expect(await screen.findByRole('radio', { name: 'Leads matching a filter' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Selected leads/ })).toHaveProperty('disabled', true);
    await choose(/^Template/, /Festive offer/);
    const panel = screen.getByRole('region', { name: 'Recipients' });
    await waitFor(() => expect(within(panel).getByText('3 leads have opted out of SMS.')).toBeTruthy(), {
      timeout: 5_000,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send SMS' }));
    expect(
      await screen.findByText('Nobody would get this message: change the recipients.', undefined, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(created).toHaveLength(0);
  }, 30_000);

  it("starts from the lead list's filter when the list hands one over", async () => {
    const audiences: unknown[] = [];
    server.use(...screenAnswers({ recipients: 4, costEstimate: 1 }, audiences));
    const filter = { project: 'Sunrise Towers', status: 'new', createdFrom: '2026-11-01' };
    renderSendPage({ filter });
    expect(await screen.findByRole('radio', { name: 'Leads matching a filter' })).toHaveProperty('checked', true);
    // The text a report's count carries is named until a project is chosen (decision 184).
    expect(screen.getByText('Leads given the project "Sunrise Towers"')).toBeTruthy();
    await choose(/^Template/, /Festive offer/);
    const panel = screen.getByRole('region', { name: 'Recipients' });
    await waitFor(() => expect(within(panel).getByTestId('recipient-count').textContent).toBe('4'), { timeout: 5_000 });
    expect(audiences.at(-1)).toEqual({ channel: 'sms', templateId: TEMPLATE_ID, audience: { filter } });
  }, 30_000);

  it('says at once when the channel is not set up: the link for an administrator, whom to ask for a manager', async () => {
    const notReady = {
      ...ready,
      sms: { ready: false, problem: 'SMS is switched off in the SMS settings.', senderIds: ['SUNRSE'] },
    };
    server.use(
      http.get('/api/message/readiness', () => HttpResponse.json(notReady)),
      ...screenAnswers({ recipients: 4, costEstimate: 1 }),
    );
    const view = renderSendPage();
    const alertOf = async (title: string) =>
      (await screen.findByText(title, undefined, { timeout: 5_000 })).closest('[role="alert"]') as HTMLElement;
    const alert = await alertOf('SMS cannot be sent yet');
    expect(within(alert).getByText('SMS is switched off in the SMS settings.')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Open the SMS settings' }).getAttribute('href')).toBe(
      '/sms-settings',
    );
    await choose(/^Template/, /Festive offer/);
    const send = screen.getByRole('button', { name: 'Send SMS' });
    expect(send).toHaveProperty('disabled', true);
    expect(document.getElementById(send.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Sending is off until this is fixed: SMS is switched off in the SMS settings.',
    );
    expect(screen.getByRole('button', { name: 'Send a test to me' })).toHaveProperty('disabled', true);
    // Email is set up: switching the channel clears the alert.
    fireEvent.click(screen.getByText('Email'));
    await waitFor(() => expect(screen.queryByText('SMS cannot be sent yet')).toBeNull());
    view.unmount();

    startSession('t', { ...admin, role: 1, name: 'Manager' });
    renderSendPage();
    const asked = await alertOf('SMS cannot be sent yet');
    expect(within(asked).getByText('Ask an administrator to set up SMS (SMS settings).')).toBeTruthy();
    expect(within(asked).queryByRole('link')).toBeNull();
  }, 30_000);

  it("sends a WhatsApp campaign: approved templates with their category, no opt-in left out, the day's limit", async () => {
    const WA_ID = '5f0c1f3e-0000-4000-8000-0000000000aa';
    const created: unknown[] = [];
    const waTemplate = (id: string, name: string, status: string) => ({
      id,
      name,
      providerName: name,
      language: 'en',
      providerId: null,
      category: 'marketing',
      previousCategory: null,
      status,
      rejectedReason: null,
      header: null,
      body: 'Hello {{1}}, {{2}} is open this weekend.',
      footer: null,
      buttons: [],
      params: ['firstName', 'project'],
      headerDocumentId: null,
      syncedAt: '2026-11-28T05:00:00.000Z',
    });
    server.use(
      http.get('/api/message/readiness', () =>
        HttpResponse.json({ ...ready, whatsapp: { ready: true, problem: null } }),
      ),
      http.get('/api/lead/getLeadFormOptions', () => HttpResponse.json({ sources: [], branches: [], assignees: [] })),
      http.get('/api/whatsapp/templates', () =>
        HttpResponse.json({
          items: [
            waTemplate(WA_ID, 'weekend_open_house', 'approved'),
            waTemplate('5f0c1f3e-0000-4000-8000-0000000000bb', 'not_yet_approved', 'pending'),
          ],
          syncedAt: '2026-11-28T05:00:00.000Z',
        }),
      ),
      http.post('/api/message/audience', () =>
        HttpResponse.json({
          recipients: 2,
          excluded: { noAddress: 0, optedOut: 1, dnd: 0, duplicate: 0, noOptIn: 1204 },
          segmentsPerMessage: 0,
          costEstimate: null,
          whatsapp: { category: 'marketing', tierRemaining: 1750, tierLimit: 2000 },
        }),
      ),
      http.post('/api/message/audience/preview', () => HttpResponse.json({ items: [] })),
      http.post('/api/message/create', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ ...campaign, channel: 'whatsapp' });
      }),
    );
    renderSendPage({ leadIds: LEADS });
    fireEvent.click(await screen.findByText('WhatsApp'));
    // Only the approved template is offered, with Meta's category.
    await choose(/^Template/, /weekend_open_house \(Marketing\)/);
    expect(screen.queryByText(/not_yet_approved/)).toBeNull();
    const panel = screen.getByRole('region', { name: 'Recipients' });
    await waitFor(() => expect(within(panel).getByTestId('recipient-count').textContent).toBe('2'), { timeout: 5_000 });
    expect(
      within(panel).getByText(
        '1,204 leads have not opted in to WhatsApp (a marketing template goes only to those who did).',
      ),
    ).toBeTruthy();
    expect(within(panel).getByText('1 lead has opted out of WhatsApp.')).toBeTruthy();
    expect(within(panel).getByText(/1,750 of 2,000 new people left/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the WhatsApp message' }, { timeout: 5_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('campaign page', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(created).toEqual([{ channel: 'whatsapp', templateId: WA_ID, audience: { leadIds: LEADS } }]);
  }, 30_000);
});
