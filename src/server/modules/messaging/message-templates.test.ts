import { describe, expect, it } from 'vitest';
import { configureSmtp, startCatcher } from '../mail/mail-fixture';
import { api, leadIds, REG, smsTemplate, withMessagingWorld } from './messaging-fixture';

/**
 * SMS and email templates: the DLT check of placeholders and variables, previews with a real lead,
 * Unicode parts, and the refusals of a send that would fail DLT. The company is messaging-fixture's.
 */
withMessagingWorld({ startCatcher, configureSmtp });

describe('SMS templates and the DLT check', () => {
  it('refuses placeholders and variables that do not line up, and takes back what GET returns', async () => {
    const bad = await api('POST', '/api/template', {
      channel: 'sms',
      name: 'Bad',
      dltTemplateId: '1107160000000054321',
      senderId: 'SUNRSE',
      category: 'transactional',
      registeredText: REG,
      variables: ['name'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.message).toMatch(/3 placeholders .* 1 variable is chosen/);
    const id = await smsTemplate();
    const got = await api('GET', `/api/template/${id}`);
    const put = await api('PUT', `/api/template/${id}`, { ...got.data, name: 'Thanks for visiting (v2)' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.data.name).toBe('Thanks for visiting (v2)');
    const email = await api('POST', '/api/template', {
      channel: 'email',
      name: 'Launch',
      subject: 'Hello {{nmae}}',
      bodyHtml: '<p>Hi</p>',
    });
    expect(email.statusCode).toBe(400);
    expect(email.data.message).toMatch(/\{\{nmae\}\}/);
  });

  it.each([
    ['matching', 'ravi', true, null],
    ['missing variable', 'noproject', false, /Project has no value/],
    ['long variable', 'longproject', false, /at most 30/],
  ])('previews with a real lead: %s', async (_name, lead, ok, problem) => {
    const id = await smsTemplate({ name: `Preview ${lead}` });
    const res = await api('POST', '/api/template/preview', { templateId: id, leadId: leadIds[lead] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.dltOk).toBe(ok);
    if (problem) expect(res.data.problems.join(' ')).toMatch(problem);
    else
      expect(res.data.text).toBe(
        'Dear Ravi, thank you for visiting Sunrise Towers. Call 9876543210 for a site visit. -SUNRISE',
      );
  });

  it('counts a Devanagari template as Unicode parts', async () => {
    const res = await api('POST', '/api/template/preview', {
      leadId: leadIds.ravi,
      template: {
        channel: 'sms',
        name: 'Hindi',
        dltTemplateId: '1107160000000099999',
        senderId: 'SUNRSE',
        category: 'transactional',
        registeredText: 'प्रिय {#var#}, {#var#} में आपका स्वागत है।',
        variables: ['firstName', 'project'],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({ encoding: 'ucs2', segments: 1, dltOk: true });
  });

  it('refuses a single send whose text would fail DLT, with the reason', async () => {
    const id = await smsTemplate({ name: 'Long one' });
    const res = await api('POST', '/api/message/send-one', { leadId: leadIds.longproject, templateId: id });
    expect(res.statusCode).toBe(400);
    expect(res.data.code).toBe('DLT_MISMATCH');
    expect(res.data.message).toMatch(/at most 30/);
  });

  it('refuses a template whose sender id is not registered in the settings', async () => {
    const id = await smsTemplate({ name: 'Other header', senderId: 'OTHERS' });
    const res = await api('POST', '/api/message/create', {
      channel: 'sms',
      templateId: id,
      audience: { leadIds: [leadIds.ravi] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toMatch(/OTHERS is not one of the headers/);
  });
});
