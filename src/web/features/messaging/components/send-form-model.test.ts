import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { sendFormDefaults, sendFormSchema, serverFieldErrors, serverFieldOf } from './send-form-model';

const TEMPLATE_ID = '5f0c1f3e-0000-4000-8000-000000000001';
const LEAD = '7b0c1f3e-0000-4000-8000-000000000001';
const filled = () => ({ ...sendFormDefaults(undefined, null), templateId: TEMPLATE_ID });
const issues = (values: unknown) =>
  (sendFormSchema.safeParse(values).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('the send screen’s values', () => {
  it('start from the lead list’s selection or its filter, SMS unless the page fixes email', () => {
    expect(sendFormDefaults(undefined, { leadIds: [LEAD, 7] })).toMatchObject({ channel: 'sms', mode: 'selected' });
    const fromFilter = sendFormDefaults('email', { filter: { project: 'Sunrise Towers', status: 3 } });
    expect(fromFilter).toMatchObject({ channel: 'email', mode: 'filter', when: 'now', scheduleAt: '' });
    expect(fromFilter.filter).toMatchObject({ project: 'Sunrise Towers', status: '' });
  });

  it('ask for a template, and for a real India time when sending later', () => {
    expect(issues({ ...filled(), templateId: '' })).toEqual([['templateId', 'Choose a template.']]);
    expect(issues({ ...filled(), when: 'at' })).toEqual([
      ['scheduleAt', 'Choose the date and time to send at, or send now.'],
    ]);
    expect(issues({ ...filled(), when: 'at', scheduleAt: '2026-02-30T10:00' })).toEqual([
      ['scheduleAt', 'Schedule at is not a real date and time.'],
    ]);
    // A time typed but "Now" chosen again: the time is not sent, so it is not checked.
    expect(issues({ ...filled(), when: 'now', scheduleAt: '2026-02-30T10:00' })).toEqual([]);
    const ok = sendFormSchema.parse({ ...filled(), when: 'at', scheduleAt: '2026-12-01T10:30', name: '  ' });
    expect(ok).toMatchObject({ scheduleAt: '2026-12-01T10:30', name: undefined });
  });

  it('check the filter as the server does, only when the recipients are a filter', () => {
    const bad = { ...filled(), filter: { ...filled().filter, createdFrom: '2026-13-01' } };
    expect(issues(bad).map(([path]) => path)).toEqual(['filter.createdFrom']);
    expect(issues({ ...bad, mode: 'selected' })).toEqual([]);
  });
});

describe('the server’s field errors on the send screen', () => {
  it('go under the field they name; the audience’s others to the recipients', () => {
    expect(serverFieldOf('templateId')).toBe('templateId');
    expect(serverFieldOf('audience.filter.createdTo')).toBe('filter.createdTo');
    expect(serverFieldOf('audience.leadIds.3')).toBe('root.audience');
    expect(serverFieldOf('audience')).toBe('root.audience');
    expect(serverFieldOf('channel')).toBeNull();
    const error = new ApiError(400, 'Check the campaign.', 'VALIDATION', {
      scheduleAt: 'Schedule at must be ahead of now.',
      channel: 'Channel is email or sms.',
    });
    expect(serverFieldErrors(error)).toEqual([['scheduleAt', 'Schedule at must be ahead of now.']]);
    expect(serverFieldErrors(new Error('offline'))).toEqual([]);
  });
});
