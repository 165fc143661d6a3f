import { describe, expect, it } from 'vitest';
import type { Campaign } from '../../../../domain/schemas/campaign';
import { isCampaignLive } from './messaging';

const finishedAt = '2026-11-27T07:00:00.000Z';
const at = (minutes: number) => Date.parse(finishedAt) + minutes * 60_000;
const counts = {
  total: 3,
  queued: 0,
  sent: 0,
  delivered: 0,
  read: 0,
  failed: 0,
  bounced: 0,
  optedOut: 0,
  skipped: 0,
  unknown: 0,
};
function campaign(patch: Partial<Campaign>): Campaign {
  return {
    id: 'c1',
    channel: 'sms',
    name: 'Launch',
    templateId: 't1',
    templateName: 'Launch',
    status: 'done',
    bulk: true,
    scheduleAt: null,
    createdBy: null,
    createdByName: null,
    createdAt: finishedAt,
    startedAt: finishedAt,
    finishedAt,
    excluded: {} as Campaign['excluded'],
    error: null,
    counts,
    ...patch,
  };
}

describe('isCampaignLive', () => {
  it('follows a campaign while it sends', () => {
    expect(isCampaignLive(campaign({ status: 'sending', finishedAt: null }), at(60))).toBe(true);
  });
  it('keeps following a finished SMS campaign while sent messages wait for their delivery report', () => {
    const waiting = campaign({ counts: { ...counts, sent: 3 } });
    expect(isCampaignLive(waiting, at(1))).toBe(true);
    expect(isCampaignLive(waiting, at(16))).toBe(false);
  });
  it('stops once every report is in, and for email, which has none', () => {
    expect(isCampaignLive(campaign({ counts: { ...counts, delivered: 3 } }), at(1))).toBe(false);
    expect(isCampaignLive(campaign({ channel: 'email', counts: { ...counts, sent: 3 } }), at(1))).toBe(false);
  });
  it('keeps following a finished WhatsApp campaign for its delivered and read receipts', () => {
    expect(isCampaignLive(campaign({ channel: 'whatsapp', counts: { ...counts, sent: 3 } }), at(1))).toBe(true);
  });
});
