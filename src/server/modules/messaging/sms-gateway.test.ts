import { describe, expect, it } from 'vitest';
import { call } from '../../test/test-app';
import { configureSmtp, startCatcher } from '../mail/mail-fixture';
import { api, DLR_SECRET, leadIds, t, withMessagingWorld } from './messaging-fixture';

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
    const test = await api('POST', '/api/settings/sms/test', { mobile: '9810000001' });
    expect(test.data.ok).toBe(true);
  });
});
