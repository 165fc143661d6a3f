import { describe, expect, it } from 'vitest';
import { call } from '../../test/test-app';
import { configureSmtp, startCatcher } from '../mail/mail-fixture';
import { api, catcher, drain, leadIds, recipientsOf, t, template, withMessagingWorld } from './messaging-fixture';

/**
 * An email campaign: List-Unsubscribe headers, the one-click unsubscribe link without login, later
 * campaigns leaving the lead out, EmailHistory, and a bounce. The company is messaging-fixture's.
 */
withMessagingWorld({ startCatcher, configureSmtp });

describe('an email campaign and unsubscribing', () => {
  it('sends with List-Unsubscribe headers; the link works once without login and later campaigns leave the lead out', async () => {
    const id = await template({
      channel: 'email',
      name: 'Tower launch mail',
      subject: 'New tower at {{project}}',
      bodyHtml: '<p>Dear {{firstName}},</p><p>Bookings open at {{project}}.</p>',
    });
    const res = await api('POST', '/api/message/create', {
      channel: 'email',
      templateId: id,
      audience: { filter: { project: 'Sunrise Towers' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    await drain();
    const mail = await catcher.waitFor((m) => m.to.includes('ravi@example.in'));
    expect(mail.parsed.subject).toBe('New tower at Sunrise Towers');
    expect(mail.parsed.html).toContain('Dear Ravi,');
    const line = (name: string) => mail.parsed.headerLines.find((h) => h.key === name)?.line ?? '';
    const token = /<https:\/\/crm\.sunrise\.example\.in\/api\/unsubscribe\/([0-9a-f-]{36})>/.exec(
      line('list-unsubscribe'),
    )?.[1];
    expect(token, line('list-unsubscribe')).toBeTruthy();
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.parsed.text).toContain(
      `Unsubscribe from these emails: https://crm.sunrise.example.in/api/unsubscribe/${token}`,
    );

    const pageRes = await call(t.app, 'GET', `/api/unsubscribe/${token}`);
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.body).toContain('<form method="post">');
    // What a mail program posts for List-Unsubscribe-Post (RFC 8058): a form, no session.
    const once = await call(t.app, 'POST', `/api/unsubscribe/${token}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(once.statusCode).toBe(200);
    expect(once.body).toMatch(/will not get our emails/);
    const twice = await call(t.app, 'POST', `/api/unsubscribe/${token}`);
    expect(twice.body).toMatch(/already unsubscribed/);
    const unknown = await call(t.app, 'GET', '/api/unsubscribe/00000000-0000-4000-8000-000000000000', {
      headers: { accept: 'text/html' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Link not recognised');

    const prefs = await api('GET', `/api/lead/${leadIds.ravi}/message-preferences`);
    expect(prefs.data).toMatchObject({ emailOptOut: true, source: 'link' });
    const again = await api('POST', '/api/message/audience', {
      channel: 'email',
      templateId: id,
      audience: { filter: { project: 'Sunrise Towers' } },
    });
    expect(again.data.excluded.optedOut).toBe(2);
    const history = await api('GET', '/api/message/getEmailsByReciever/ravi@example.in');
    // The subject as Ravi got it, not the template's placeholders.
    expect(history.data.items[0]).toMatchObject({ status: 'sent', subject: 'New tower at Sunrise Towers' });
    const all = await api('GET', '/api/message/getAllMessage?status=sent');
    expect(all.data.total).toBeGreaterThanOrEqual(3);
  });

  it('notes a bounce when the mail server refuses the address', async () => {
    const id = await template({ channel: 'email', name: 'Bounce', subject: 'Hi', bodyHtml: '<p>Hi</p>' });
    catcher.rejectNext(550, 'No such user here', 'dnd@example.in');
    const res = await api('POST', '/api/message/create', {
      channel: 'email',
      templateId: id,
      audience: { leadIds: [leadIds.dnd] },
    });
    await drain();
    const [row] = await recipientsOf(res.data.id);
    expect(row).toMatchObject({ status: 'bounced' });
    expect(row!.reason).toMatch(/No such user/);
  });
});
