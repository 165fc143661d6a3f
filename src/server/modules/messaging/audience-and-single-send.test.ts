import { describe, expect, it } from 'vitest';
import { configureSmtp, startCatcher } from '../mail/mail-fixture';
import { api, drain, gateway, leadIds, people, smsTemplate, template, withMessagingWorld } from './messaging-fixture';

/**
 * Who a message reaches: an audience's exclusions (opted out, DND for promotional SMS, duplicates,
 * no address), an executive's single send to their own lead only, and the warning before a single
 * send to an opted-out lead. The company is messaging-fixture's.
 */
withMessagingWorld({ startCatcher, configureSmtp });

describe('audiences', () => {
  it('counts exclusions: opted out, DND only for promotional SMS, duplicates, no address', async () => {
    const service = await smsTemplate({ name: 'Service' });
    const promo = await smsTemplate({ name: 'Promo', category: 'promotional' });
    const email = await template({
      channel: 'email',
      name: 'Launch mail',
      subject: 'Hi {{firstName}}',
      bodyHtml: '<p>Hello</p>',
    });
    const filter = { filter: { project: 'Sunrise Towers' } };
    const a = await api('POST', '/api/message/audience', { channel: 'sms', templateId: service, audience: filter });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.data).toMatchObject({
      recipients: 5,
      excluded: { noAddress: 0, optedOut: 1, dnd: 0, duplicate: 0 },
      segmentsPerMessage: 1,
    });
    expect(a.data.costEstimate).toBe(1);
    const p = await api('POST', '/api/message/audience', { channel: 'sms', templateId: promo, audience: filter });
    expect(p.data).toMatchObject({ recipients: 4, excluded: { optedOut: 1, dnd: 1 } });
    const e = await api('POST', '/api/message/audience', { channel: 'email', templateId: email, audience: filter });
    expect(e.data).toMatchObject({
      recipients: 3,
      excluded: { noAddress: 1, optedOut: 1, dnd: 0, duplicate: 1 },
      costEstimate: null,
    });
    const wrong = await api('POST', '/api/message/audience', {
      channel: 'email',
      templateId: service,
      audience: filter,
    });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('executives', () => {
  it('send a single template message to their own lead only, and cannot send bulk', async () => {
    const id = await smsTemplate({
      name: 'Exec single',
      registeredText: 'Dear {#var#}, -SUNRISE',
      variables: ['firstName'],
    });
    // The phone app finds the template the way the web does.
    const listed = await api('GET', '/api/template/getAllTemplates?channel=sms', undefined, people.executive.token);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.data.items.map((x: { id: string }) => x.id)).toContain(id);
    const own = await api(
      'POST',
      '/api/message/send-one',
      { leadId: leadIds.exec, templateId: id },
      people.executive.token,
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(own.data.bulk).toBe(false);
    const other = await api(
      'POST',
      '/api/message/send-one',
      { leadId: leadIds.ravi, templateId: id },
      people.executive.token,
    );
    expect(other.statusCode).toBe(404);
    const bulk = await api(
      'POST',
      '/api/message/create',
      { channel: 'sms', templateId: id, audience: { leadIds: [leadIds.exec] } },
      people.executive.token,
    );
    expect(bulk.statusCode).toBe(403);
    await drain();
    expect(gateway.countFor('9810000007')).toBe(1);
  });

  it('warn (409) before a single send to an opted-out lead, and send it when confirmed', async () => {
    const id = await smsTemplate({
      name: 'Optout single',
      registeredText: 'Dear {#var#}, -SUNRISE',
      variables: ['firstName'],
    });
    const warn = await api('POST', '/api/message/send-one', { leadId: leadIds.optout, templateId: id });
    expect(warn.statusCode).toBe(409);
    expect(warn.data.code).toBe('OPTED_OUT');
    const sure = await api('POST', '/api/message/send-one', { leadId: leadIds.optout, templateId: id, confirm: true });
    expect(sure.statusCode, sure.body).toBe(200);
    await drain();
    expect(gateway.countFor('9810000002')).toBe(1);
  });

  it('start a campaign and a single send once per Idempotency-Key: a lost answer retried sends nothing twice', async () => {
    const id = await smsTemplate({
      name: 'Keyed send',
      registeredText: 'Dear {#var#}, -SUNRISE',
      variables: ['firstName'],
    });
    await drain();
    const before = gateway.countFor('9810000007');
    const campaign = { channel: 'sms', templateId: id, audience: { leadIds: [leadIds.exec] } };
    const key = { 'idempotency-key': 'campaign-retry-0001' };
    const first = await api('POST', '/api/message/create', campaign, undefined, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await api('POST', '/api/message/create', campaign, undefined, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.data.id).toBe(first.data.id);
    const other = await api('POST', '/api/message/create', { ...campaign, name: 'Another' }, undefined, key);
    expect(other.statusCode).toBe(409);
    expect(other.data.code).toBe('IDEMPOTENCY_KEY_REUSED');

    const one = { leadId: leadIds.exec, templateId: id };
    const oneKey = { 'idempotency-key': 'send-one-retry-0001' };
    const sent = await api('POST', '/api/message/send-one', one, people.executive.token, oneKey);
    const resent = await api('POST', '/api/message/send-one', one, people.executive.token, oneKey);
    expect(resent.headers['idempotent-replayed']).toBe('true');
    expect(resent.data.id).toBe(sent.data.id);
    await drain();
    // One message from the campaign and one from the single send.
    expect(gateway.countFor('9810000007')).toBe(before + 2);
  });
});
