/** @vitest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session-store';
import { choose } from '../../../test/choose';
import { AppTestProviders, server } from '../../../test/dom-setup';
import { checkSms } from './sms-counter';
import { TemplateEditorModal } from './template-editor';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

describe('the SMS check (the domain functions the server runs)', () => {
  it('counts GSM-7 and Unicode parts, and the longest message when every value is 30 characters', () => {
    const gsm = checkSms('Dear {#var#}, your visit to {#var#} is confirmed. -SUNRISE', ['firstName', 'project'], {
      firstName: 'Ravi',
      project: 'Green Acres',
    });
    expect(gsm.text).toBe('Dear Ravi, your visit to Green Acres is confirmed. -SUNRISE');
    expect(gsm.length).toMatchObject({ encoding: 'gsm7', segments: 1 });
    expect(gsm.dltOk).toBe(true);

    const hindi = checkSms('नमस्ते {#var#}, आपकी साइट विज़िट की पुष्टि हो गई है। -SUNRISE', ['firstName'], {
      firstName: 'Ravi',
    });
    expect(hindi.length.encoding).toBe('ucs2');
    expect(hindi.unicodeCharacters.length).toBeGreaterThan(0);

    // 140 literal characters + one value: 1 part with "Ravi", 2 when the value is 30 characters long.
    const long = checkSms(`${'x'.repeat(140)} {#var#}`, ['firstName'], { firstName: 'Ravi' });
    expect(long.length.segments).toBe(1);
    expect(long.worstSegments).toBe(2);
  });

  it('refuses a value over 30 characters and a placeholder with no variable', () => {
    const tooLong = checkSms('Visit {#var#} today', ['project'], { project: 'A'.repeat(31) });
    expect(tooLong.dltOk).toBe(false);
    expect(tooLong.problems.join(' ')).toMatch(/31 characters/);
    const missing = checkSms('Dear {#var#} and {#var#}', ['name'], { name: 'Ravi' });
    expect(missing.dltOk).toBe(false);
  });
});

const placeholderSelects = () => screen.queryAllByLabelText(/^\{#var#\} \d$/, { selector: 'input' });

describe('the SMS template editor', () => {
  beforeEach(() => {
    startSession('t', { _id: 'u1', name: 'Admin', email: 'a@x.in', mobile: null, role: 0, branchId: null });
    server.use(
      http.get('/api/settings/sms', () =>
        HttpResponse.json({
          settings: null,
          apiKey: { set: false, changedAt: null },
          dlrSecret: { set: false, changedAt: null },
          dlrUrl: '/api/sms/dlr/generic',
        }),
      ),
      http.get('/api/lead/getLeads', () =>
        HttpResponse.json({ leads: [], total: 0, page: 1, pages: 1, today: '2026-11-23' }),
      ),
    );
  });

  it('follows the registered text live: a select per {#var#}, length, parts, encoding and the DLT verdict', async () => {
    const saved: unknown[] = [];
    server.use(
      http.post('/api/template', async ({ request }) => {
        const body = await request.json();
        saved.push(body);
        return HttpResponse.json({
          ...(body as object),
          id: '7a1f0f8e-4b1c-4c55-9a44-5d8a0e0f1a11',
          createdAt: '2026-11-23T05:00:00.000Z',
          updatedAt: '2026-11-23T05:00:00.000Z',
          createdBy: null,
        });
      }),
    );
    render(
      <AppTestProviders>
        <MemoryRouter>
          <TemplateEditorModal opened channel="sms" template={null} onClose={() => {}} />
        </MemoryRouter>
      </AppTestProviders>,
    );
    const text = await screen.findByRole('textbox', { name: 'Registered text' });
    fireEvent.change(text, { target: { value: 'Dear {#var#}, your site visit is confirmed. -SUNRISE' } });

    // One placeholder → one variable select; until it is chosen the check says so.
    expect(placeholderSelects()).toHaveLength(1);
    const check = screen.getByRole('region', { name: 'SMS check' });
    expect(within(check).getByText('Does not pass the DLT check')).toBeTruthy();
    expect(within(check).getByText(/no variable chosen/)).toBeTruthy();

    await choose('{#var#} 1', "Lead's first name");
    await waitFor(() => expect(within(check).getByText('Matches the DLT text')).toBeTruthy(), { timeout: 5_000 });
    expect(within(check).getByTestId('sms-rendered').textContent).toBe(
      'Dear Ravi, your site visit is confirmed. -SUNRISE',
    );
    expect(within(check).getByText('GSM-7')).toBeTruthy();
    expect(within(check).getByTestId('sms-length').textContent).toMatch(/^49 characters · 1 part · 111 left/);

    // Devanagari turns the message Unicode: 70 per message.
    fireEvent.change(text, { target: { value: 'नमस्ते {#var#}, आपकी साइट विज़िट पक्की है। -SUNRISE' } });
    await waitFor(() => expect(within(check).getByText('Unicode (UCS-2)')).toBeTruthy());
    expect(within(check).getByTestId('sms-length').textContent).toMatch(/70 per part/);

    // A second placeholder adds a select; the template cannot be saved until it is chosen.
    fireEvent.change(text, { target: { value: 'Dear {#var#}, visit {#var#} today. -SUNRISE' } });
    expect(placeholderSelects()).toHaveLength(2);
    fireEvent.change(screen.getByRole('textbox', { name: 'Template name' }), { target: { value: 'Visit reminder' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'DLT template id' }), {
      target: { value: '1107161234567890123' },
    });
    fireEvent.change(screen.getByLabelText(/Header \(sender id\)/, { selector: 'input' }), {
      target: { value: 'SUNRSE' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Choose a variable for every {#var#}.')).toBeTruthy();
    expect(saved).toHaveLength(0);

    await choose('{#var#} 2', 'Project');
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      channel: 'sms',
      name: 'Visit reminder',
      dltTemplateId: '1107161234567890123',
      senderId: 'SUNRSE',
      category: 'transactional',
      registeredText: 'Dear {#var#}, visit {#var#} today. -SUNRISE',
      variables: ['firstName', 'project'],
    });
  }, 30_000);
});
