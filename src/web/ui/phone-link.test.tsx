/** @vitest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../lib/session-store';
import { AppTestProviders, server } from '../test/dom-setup';
import { PhoneLink, telHref } from './phone-link';

const LEAD = '7b0c1f3e-0000-4000-8000-000000000001';

describe('phone numbers', () => {
  beforeEach(() => {
    startSession('t', { _id: 'u1', name: 'Manoj', email: 'm@x.in', mobile: '9876500000', role: 1, branchId: null });
  });

  it('dials an Indian mobile with +91 and keeps any other number as written', () => {
    expect(telHref('9876543210')).toBe('tel:+919876543210');
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
    expect(telHref('080-4567 8900')).toBe('tel:08045678900');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });

  it('is a plain tel: link while telephony is off, and says so without a number', async () => {
    render(
      <AppTestProviders>
        <PhoneLink number="9876543210" leadId={LEAD} />
        <PhoneLink number={null} fallback="No mobile" />
      </AppTestProviders>,
    );
    expect(screen.getByRole('link', { name: '98765 43210' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(screen.getByText('No mobile')).toBeTruthy();
    // The status is asked for (and is off): no office-line button appears.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: /via office line/ })).toBeNull();
  }, 20_000);

  it('rings through the office line after a confirmation when telephony is on', async () => {
    const connects: unknown[] = [];
    server.use(
      http.get('/api/telephony/status', () => HttpResponse.json({ enabled: true })),
      http.post('/api/telephony/connect', async ({ request }) => {
        connects.push(await request.json());
        return HttpResponse.json({ callId: 'c1', status: 'queued' });
      }),
    );
    render(
      <AppTestProviders>
        <PhoneLink number="9876543210" leadId={LEAD} />
      </AppTestProviders>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Call 98765 43210 via office line' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Call now' }));
    await waitFor(() => expect(connects).toEqual([{ leadId: LEAD }]));
    expect(await screen.findByText('Calling 98765 43210: answer your mobile when it rings.')).toBeTruthy();
  }, 20_000);
});
