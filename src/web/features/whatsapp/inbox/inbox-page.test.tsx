/** @vitest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../../domain/roles';
import { startSession } from '../../../lib/session-store';
import { AppTestProviders, server } from '../../../test/dom-setup';
import { conversation, LEAD_ID, leadWhatsApp, message, NOW } from '../test/whatsapp-fixtures';
import { WhatsAppInboxPage } from './inbox-page';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}
Element.prototype.scrollTo ??= () => {};

const OTHER = '7b0c1f3e-0000-4000-8000-000000000002';
const user = (role: Role) => ({ _id: 'u1', name: 'Someone', email: 'a@x.in', mobile: null, role, branchId: null });

function Where() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

/** The inbox's answers, each request's query kept in `asked`. */
function inboxAnswers(asked: URLSearchParams[]) {
  return http.get('/api/whatsapp/inbox', ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json({
      items: [
        conversation(),
        conversation({
          leadId: OTHER,
          leadName: 'Vikram Joshi',
          unread: 0,
          needsReply: false,
          lastMessage: {
            direction: 'out',
            kind: 'template',
            preview: 'Your visit is confirmed',
            status: 'read',
            at: '2026-11-27T06:30:00.000Z',
          },
          window: { open: false, closesAt: '2026-11-26T06:30:00.000Z', lastInboundAt: '2026-11-25T06:30:00.000Z' },
        }),
      ],
      total: 2,
      unreadConversations: 1,
    });
  });
}

const renderInbox = (entry = '/whatsapp') =>
  render(
    <AppTestProviders>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route
            path="/whatsapp"
            element={
              <>
                <WhatsAppInboxPage />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </AppTestProviders>,
  );

describe('the WhatsApp inbox', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('gives an administrator Mine, My team and All, starting on All, and asks the server for the tab chosen', async () => {
    startSession('t', user(0));
    const asked: URLSearchParams[] = [];
    server.use(inboxAnswers(asked));
    renderInbox();
    const tabs = screen.getByRole('radiogroup', { name: 'Whose conversations' });
    expect(within(tabs).getAllByRole('radio')).toHaveLength(3);
    expect(within(tabs).getByRole('radio', { name: 'All' })).toHaveProperty('checked', true);
    await screen.findByText('Asha Rao');
    expect(asked.at(-1)?.get('scope')).toBe('all');

    fireEvent.click(within(tabs).getByRole('radio', { name: 'My team' }));
    await waitFor(() => expect(asked.at(-1)?.get('scope')).toBe('team'));
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('?scope=team');

    fireEvent.click(screen.getByRole('switch', { name: 'Unread only' }));
    await waitFor(() => expect(asked.at(-1)?.get('unread')).toBe('true'));
  });

  it('gives a manager Mine and My team only', async () => {
    startSession('t', user(1));
    const asked: URLSearchParams[] = [];
    server.use(inboxAnswers(asked));
    renderInbox();
    const tabs = screen.getByRole('radiogroup', { name: 'Whose conversations' });
    expect(within(tabs).queryByRole('radio', { name: 'All' })).toBeNull();
    expect(within(tabs).getByRole('radio', { name: 'My team' })).toHaveProperty('checked', true);
    await screen.findByText('Asha Rao');
    expect(asked.at(-1)?.get('scope')).toBe('team');
  });

  it('lists each conversation with its unread count and marks, opens the chosen one beside it and marks it read', async () => {
    startSession('t', user(0));
    let read = 0;
    server.use(
      inboxAnswers([]),
      http.get(`/api/lead/${LEAD_ID}/whatsapp`, () =>
        HttpResponse.json(
          leadWhatsApp({
            unread: read ? 0 : 2,
            messages: [message()],
            window: { open: true, closesAt: '2026-11-29T06:30:00.000Z', lastInboundAt: '2026-11-28T06:30:00.000Z' },
          }),
        ),
      ),
      http.post(`/api/lead/${LEAD_ID}/whatsapp/read`, () => {
        read += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    renderInbox();
    const asha = await screen.findByRole('button', { name: 'Asha Rao, 2 unread' });
    expect(within(asha).getByText('Needs reply')).toBeTruthy();
    expect(within(asha).getByText('Window open')).toBeTruthy();
    expect(within(asha).getByText('12:00')).toBeTruthy();
    const vikram = screen.getByRole('button', { name: 'Vikram Joshi' });
    expect(within(vikram).getByText('You: Your visit is confirmed')).toBeTruthy();
    expect(within(vikram).getByText('Window closed')).toBeTruthy();
    expect(within(vikram).getByText('Yesterday')).toBeTruthy();

    fireEvent.click(asha);
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(`?lead=${LEAD_ID}`);
    expect(await screen.findByText('Is the 2 BHK still available?')).toBeTruthy();
    await waitFor(() => expect(read).toBe(1));
    expect(screen.getByRole('link', { name: /Open the lead/ }).getAttribute('href')).toBe(`/LeadDetails/${LEAD_ID}`);
  });

  it('says so when there is no conversation yet', async () => {
    startSession('t', user(0));
    server.use(
      http.get('/api/whatsapp/inbox', () => HttpResponse.json({ items: [], total: 0, unreadConversations: 0 })),
    );
    renderInbox();
    expect(await screen.findByText('No WhatsApp conversations yet')).toBeTruthy();
  });
});
