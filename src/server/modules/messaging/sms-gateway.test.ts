import { describe, expect, it } from 'vitest';
import { call } from '../../test/test-app';
import { configureSmtp, startCatcher } from '../mail/mail-fixture';
import {
  api,
  DLR_SECRET,
  ENTITY,
  gateway,
  leadIds,
  smsTemplate,
  t,
  template,
  withMessagingWorld,
} from './messaging-fixture';

/**
 * What the SMS gateway posts back and its settings: a STOP reply opts the lead out, and the settings
 * never answer their secrets. The company is messaging-fixture's.
 */
withMessagingWorld({ startCatcher, configureSmtp });

describe('a STOP reply', () => {
  it('opts the lead out of SMS', async () => {
    const res = await call(t.app, 'POST', '/api/sms/dlr/generic', {
      headers: { 'x-dlr-secret': DLR_SECRET },
      body: { type: 'inbound', number: '919810000005', text: 'STOP' },
    });
    expect(res.data.optedOut).toBe(1);
    const prefs = await api('GET', `/api/lead/${leadIds.dup2}/message-preferences`);
    expect(prefs.data).toMatchObject({ smsOptOut: true, source: 'stop' });
  });
});

describe('SMS settings', () => {
  it('never answers the secrets and keeps them when saved empty', async () => {
    const got = await api('GET', '/api/settings/sms');
    expect(got.data.apiKey.set).toBe(true);
    expect(JSON.stringify(got.data)).not.toContain('gw-key-123');
    const put = await api('PUT', '/api/settings/sms', { ...got.data.settings, costPerSegment: 0.25 });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.data.dlrSecret.set).toBe(true);
    const bad = await api('PUT', '/api/settings/sms', { ...got.data.settings, entityId: '123' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('Send test SMS', () => {
  it('sends the picked registered template with its DLT template id, header and the sample values', async () => {
    const id = await smsTemplate({ name: 'Test pick' });
    const before = gateway.messages.length;
    const res = await api('POST', '/api/settings/sms/test', {
      mobile: '98100 00001',
      templateId: id,
      values: { project: 'Lake View' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = 'Dear Ravi, thank you for visiting Lake View. Call 9876543210 for a site visit. -SUNRISE';
    expect(res.data).toMatchObject({
      ok: true,
      code: null,
      text,
      dltTemplateId: '1107160000000054321',
      senderId: 'SUNRSE',
    });
    expect(gateway.messages.slice(before)).toEqual([
      expect.objectContaining({
        to: '919810000001',
        text,
        templateId: '1107160000000054321',
        sender: 'SUNRSE',
        entityId: ENTITY,
        type: 'service',
      }),
    ]);
    expect(res.data.message).toBe(`The gateway accepted the message (id ${gateway.messages.at(-1)!.id}).`);
  });

  it("shows the gateway's refusal, and refuses what it cannot send without sending anything", async () => {
    const id = await smsTemplate({ name: 'Test refused' });
    gateway.refuse('9810000009', '23082', 'TEMPLATE_NOT_FOUND');
    const before = gateway.messages.length;
    const refused = await api('POST', '/api/settings/sms/test', { mobile: '9810000009', templateId: id });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.data).toMatchObject({ ok: false, code: '23082', providerId: null });
    expect(refused.data.message).toMatch(/^The gateway did not accept it: .*template id is not registered/);

    const missing = await api('POST', '/api/settings/sms/test', { mobile: '9810000001' });
    expect(missing.statusCode).toBe(400);
    expect(missing.data.message).toMatch(/Choose an SMS template/);
    const tooLong = await api('POST', '/api/settings/sms/test', {
      mobile: '9810000001',
      templateId: id,
      values: { project: 'A project name far longer than any DLT variable allows' },
    });
    expect(tooLong.statusCode, tooLong.body).toBe(400);
    expect(tooLong.data.message).toMatch(/^DLT check failed, nothing was sent/);
    const email = await template({ channel: 'email', name: 'Mail', subject: 'Hi', bodyHtml: '<p>Hi</p>' });
    const wrong = await api('POST', '/api/settings/sms/test', { mobile: '9810000001', templateId: email });
    expect(wrong.statusCode).toBe(400);
    const unknown = await api('POST', '/api/settings/sms/test', {
      mobile: '9810000001',
      templateId: id,
      values: { nmae: 'x' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(gateway.messages.length).toBe(before);
  });
});
