import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/activities';
import { campaignRecipients } from '../../db/schema/messaging';
import { call } from '../../test/test-app';
import { configureSmtp, startCatcher } from '../mail/mail-fixture';
import {
  api,
  DLR_SECRET,
  drain,
  ENTITY,
  gateway,
  leadIds,
  NOON,
  recipientsOf,
  smsTemplate,
  t,
  withMessagingWorld,
} from './messaging-fixture';

/**
 * An SMS campaign from start to finish: frozen recipients sent once each, delivery reports, gateway
 * refusals, a resend after a crash, the promotional window, and pause, resume, cancel and delete.
 * The tests run in order on one company (messaging-fixture's): the gateway refuses 9810000004 from
 * the DLT-refusal test on.
 */
withMessagingWorld({ startCatcher, configureSmtp });

describe('an SMS campaign', () => {
  let campaignId: string;
  it('freezes the recipients, sends each once through the gateway and writes the timeline', async () => {
    const id = await smsTemplate({ name: 'Campaign SMS' });
    const before = gateway.messages.length;
    const res = await api('POST', '/api/template/sendBulkSMS', {
      templateId: id,
      audience: { filter: { project: 'Sunrise Towers' } },
      name: 'Tower launch',
    });
    expect(res.statusCode, res.body).toBe(200);
    campaignId = res.data.id;
    expect(res.data).toMatchObject({ channel: 'sms', status: 'scheduled', counts: { total: 5, queued: 5 } });
    await drain();
    const done = await api('GET', `/api/message/getMessage/${campaignId}`);
    expect(done.data).toMatchObject({ status: 'done', counts: { total: 5, sent: 5, failed: 0 } });
    const sent = gateway.messages.slice(before);
    expect(sent).toHaveLength(5);
    expect(new Set(sent.map((m) => m.to)).size).toBe(5);
    expect(sent[0]).toMatchObject({
      entityId: ENTITY,
      templateId: '1107160000000054321',
      sender: 'SUNRSE',
      unicode: false,
    });
    expect(sent.find((m) => m.to === '919810000001')?.text).toBe(
      'Dear Ravi, thank you for visiting Sunrise Towers. Call 9876543210 for a site visit. -SUNRISE',
    );
    const timeline = await t.database.db.select().from(activities).where(eq(activities.leadId, leadIds.ravi!));
    expect(timeline.filter((a) => a.kind === 'sms')).toHaveLength(1);
  });

  it('refuses a delivery report with a wrong secret, and applies one with the right secret', async () => {
    const rows = await recipientsOf(campaignId);
    const ravi = rows.find((r) => r.address === '9810000001')!;
    const dnd = rows.find((r) => r.address === '9810000003')!;
    const wrong = await call(t.app, 'POST', '/api/sms/dlr/generic', {
      headers: { 'x-dlr-secret': 'nope' },
      body: { message_id: ravi.providerMessageId, status: 'DELIVERED' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await call(t.app, 'POST', `/api/sms/dlr/generic?secret=${DLR_SECRET}`, {
      body: [
        { message_id: ravi.providerMessageId, status: 'DELIVERED', delivered_at: NOON.toISOString() },
        { client_ref: dnd.id, status: 'FAILED', code: '23005' },
      ],
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.data.updated).toBe(2);
    const list = await api('GET', `/api/message/${campaignId}/recipients?status=failed`);
    expect(list.data.items).toHaveLength(1);
    expect(list.data.items[0].reason).toMatch(/DND/);
    const c = await api('GET', `/api/message/getMessage/${campaignId}`);
    expect(c.data.counts).toMatchObject({ delivered: 1, failed: 1, sent: 4 });
    const csv = await api('GET', `/api/message/${campaignId}/failures.csv`);
    expect(csv.body).toMatch(/9810000003,Dee Nd,failed/);
  });

  it('maps a gateway DLT refusal to a readable reason', async () => {
    gateway.refuse('9810000004', '23082', 'TEMPLATE_NOT_FOUND');
    const id = await smsTemplate({ name: 'Refused' });
    const res = await api('POST', '/api/message/create', {
      channel: 'sms',
      templateId: id,
      audience: { leadIds: [leadIds.dup1] },
    });
    await drain();
    const [row] = await recipientsOf(res.data.id);
    expect(row).toMatchObject({ status: 'failed' });
    expect(row!.reason).toMatch(/template id is not registered/);
  });

  /** A recipient claimed by a run that died before writing the result, its message at the gateway. */
  async function claimedBeforeCrash(name: string) {
    const id = await smsTemplate({ name });
    const res = await api('POST', '/api/message/create', {
      channel: 'sms',
      templateId: id,
      audience: { leadIds: [leadIds.ravi] },
    });
    const [row] = await recipientsOf(res.data.id);
    const first = await fetch(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer gw-key-123' },
      body: JSON.stringify({ to: '919810000001', message: 'x', client_ref: row!.id }),
    });
    expect(first.status).toBe(200);
    await t.database.db
      .update(campaignRecipients)
      .set({ status: 'sending', claimedAt: new Date(NOON.getTime() - 120_000), attempt: 1 })
      .where(eq(campaignRecipients.id, row!.id));
    return { campaignId: res.data.id as string, recipientId: row!.id };
  }
  const sentWith = (ref: string) => gateway.messages.filter((m) => m.clientRef === ref).length;

  it('holds a claimed-but-unconfirmed SMS as unknown when the gateway is not declared to de-duplicate', async () => {
    const { campaignId, recipientId } = await claimedBeforeCrash('Crash unknown');
    const count = sentWith(recipientId);
    await drain();
    expect(sentWith(recipientId)).toBe(count);
    const [held] = await recipientsOf(campaignId);
    expect(held).toMatchObject({ status: 'unknown', attempt: 1 });
    expect(held!.reason).toMatch(/does not say whether it sent it/);
    const c = await api('GET', `/api/message/getMessage/${campaignId}`);
    expect(c.data).toMatchObject({ status: 'done', counts: { total: 1, unknown: 1, sent: 0, queued: 0 } });
    expect((await api('GET', `/api/message/${campaignId}/recipients?status=unknown`)).data.total).toBe(1);

    // A person checked and marks it sent: nothing leaves.
    const marked = await api('POST', `/api/message/${campaignId}/unknown/mark-sent`);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.data.counts).toMatchObject({ unknown: 0, sent: 1 });
    const [after] = await recipientsOf(campaignId);
    expect(after!.reason).toMatch(/^Marked as sent by /);
    expect(after!.sentAt).not.toBeNull();
    expect(sentWith(recipientId)).toBe(count);
    const again = await api('POST', `/api/message/${campaignId}/unknown/mark-sent`);
    expect(again.statusCode).toBe(409);
  });

  it('sends an unknown SMS again when a person chooses "Send again"', async () => {
    const { campaignId, recipientId } = await claimedBeforeCrash('Crash send again');
    await drain();
    expect((await recipientsOf(campaignId))[0]).toMatchObject({ status: 'unknown' });
    const res = await api('POST', `/api/message/${campaignId}/unknown/send-again`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({ status: 'scheduled', counts: { unknown: 0, queued: 1 } });
    await drain();
    expect((await recipientsOf(campaignId))[0]).toMatchObject({ status: 'sent', attempt: 2 });
    // The fake gateway de-duplicates: the repeat reached it with the same reference.
    expect(sentWith(recipientId)).toBe(1);
  });

  it('settles an unknown SMS from its delivery report', async () => {
    const { campaignId, recipientId } = await claimedBeforeCrash('Crash report');
    await drain();
    const report = await call(t.app, 'POST', `/api/sms/dlr/generic?secret=${DLR_SECRET}`, {
      body: { client_ref: recipientId, status: 'DELIVERED', delivered_at: NOON.toISOString() },
    });
    expect(report.data.updated).toBe(1);
    expect((await recipientsOf(campaignId))[0]).toMatchObject({ status: 'delivered' });
  });

  it('sends a claimed-but-unconfirmed SMS again with the same reference through a de-duplicating gateway', async () => {
    const settings = (await api('GET', '/api/settings/sms')).data.settings;
    expect(settings.dedupesClientRef).toBe(false);
    expect((await api('PUT', '/api/settings/sms', { ...settings, dedupesClientRef: true })).statusCode).toBe(200);
    try {
      const { campaignId, recipientId } = await claimedBeforeCrash('Crash dedupe');
      const count = sentWith(recipientId);
      await drain();
      expect(sentWith(recipientId)).toBe(count);
      expect((await recipientsOf(campaignId))[0]).toMatchObject({ status: 'sent', attempt: 2 });
    } finally {
      await api('PUT', '/api/settings/sms', { ...settings, dedupesClientRef: false });
    }
  });
});

describe('the promotional window', () => {
  it('holds a promotional SMS outside 09:00–21:00 IST and sends it when the window opens', async () => {
    t.clock.now = new Date('2026-05-04T16:30:00Z'); // 22:00 IST
    try {
      const id = await smsTemplate({ name: 'Night promo', category: 'promotional' });
      const before = gateway.messages.length;
      const res = await api('POST', '/api/message/create', {
        channel: 'sms',
        templateId: id,
        audience: { leadIds: [leadIds.ravi] },
      });
      expect(res.statusCode, res.body).toBe(200);
      await drain();
      const waiting = await api('GET', `/api/message/getMessage/${res.data.id}`);
      expect(waiting.data.status).toBe('waiting_window');
      expect(gateway.messages.length).toBe(before);
      t.clock.now = new Date('2026-05-05T03:29:00Z'); // 08:59 IST: still closed
      await drain();
      expect(gateway.messages.length).toBe(before);
      t.clock.now = new Date('2026-05-05T03:31:00Z'); // 09:01 IST
      await drain();
      const sent = await api('GET', `/api/message/getMessage/${res.data.id}`);
      expect(sent.data).toMatchObject({ status: 'done', counts: { sent: 1 } });
      expect(gateway.messages.length).toBe(before + 1);
    } finally {
      t.clock.now = NOON;
    }
  });
});

describe('DND at the moment a message leaves', () => {
  it('skips a lead marked DND overnight when the held promotional campaign sends at 09:00', async () => {
    t.clock.now = new Date('2026-05-04T17:00:00Z'); // 22:30 IST
    try {
      const id = await smsTemplate({ name: 'Overnight promo', category: 'promotional' });
      const before = gateway.messages.length;
      const res = await api('POST', '/api/message/create', {
        channel: 'sms',
        templateId: id,
        audience: { leadIds: [leadIds.ravi, leadIds.noemail] },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data.counts).toMatchObject({ total: 2, queued: 2 });
      await drain();
      expect((await api('GET', `/api/message/getMessage/${res.data.id}`)).data.status).toBe('waiting_window');
      t.clock.now = new Date('2026-05-05T03:28:00Z'); // 08:58 IST
      const dnd = await api('PUT', `/api/lead/${leadIds.noemail}/message-preferences`, {
        emailOptOut: false,
        smsOptOut: false,
        dnd: true,
      });
      expect(dnd.statusCode, dnd.body).toBe(200);
      t.clock.now = new Date('2026-05-05T03:30:00Z'); // 09:00 IST
      await drain();
      const done = await api('GET', `/api/message/getMessage/${res.data.id}`);
      expect(done.data).toMatchObject({ status: 'done', counts: { total: 2, sent: 1, skipped: 1, queued: 0 } });
      const sent = gateway.messages.slice(before);
      expect(sent.map((m) => m.to)).toEqual(['919810000001']);
      const skipped = await api('GET', `/api/message/${res.data.id}/recipients?status=skipped`);
      expect(skipped.data.items).toHaveLength(1);
      expect(skipped.data.items[0]).toMatchObject({ address: '9810000006', status: 'skipped', sentAt: null });
      expect(skipped.data.items[0].reason).toBe('On DND since 05/05/2026 08:58: a promotional SMS cannot go to them.');
    } finally {
      await api('PUT', `/api/lead/${leadIds.noemail}/message-preferences`, {
        emailOptOut: false,
        smsOptOut: false,
        dnd: false,
      });
      t.clock.now = NOON;
    }
  });

  it('skips a lead moved to the recycle bin after the campaign was frozen', async () => {
    const id = await smsTemplate({ name: 'Binned meanwhile' });
    const res = await api('POST', '/api/message/create', {
      channel: 'sms',
      templateId: id,
      audience: { leadIds: [leadIds.longproject] },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.database.db.execute(
      sql`update leads set deleted_at = ${NOON.toISOString()} where id = ${leadIds.longproject}`,
    );
    const before = gateway.messages.length;
    try {
      await drain();
      expect(gateway.messages.length).toBe(before);
      const [row] = await recipientsOf(res.data.id);
      expect(row).toMatchObject({
        status: 'skipped',
        reason: 'The lead was moved to the recycle bin before this message left.',
      });
    } finally {
      await t.database.db.execute(sql`update leads set deleted_at = null where id = ${leadIds.longproject}`);
    }
  });
});

describe('pause, resume, cancel, delete', () => {
  it('sends nothing while paused, everything after resume; a cancelled one skips the rest', async () => {
    const id = await smsTemplate({ name: 'Pausable' });
    const before = gateway.messages.length;
    const res = await api('POST', '/api/message/create', {
      channel: 'sms',
      templateId: id,
      audience: { filter: { project: 'Sunrise Towers' } },
    });
    expect((await api('POST', `/api/message/${res.data.id}/pause`)).data.status).toBe('paused');
    expect((await api('DELETE', `/api/message/deleteMessage/${res.data.id}`)).statusCode).toBe(409);
    await drain();
    expect(gateway.messages.length).toBe(before);
    expect((await api('POST', `/api/message/${res.data.id}/resume`)).data.status).toBe('scheduled');
    await drain();
    // Five recipients; the gateway refuses 9810000004 since the DLT-refusal test above.
    expect(gateway.messages.length).toBe(before + 4);
    expect((await api('GET', `/api/message/getMessage/${res.data.id}`)).data).toMatchObject({
      status: 'done',
      counts: { sent: 4, failed: 1 },
    });

    const other = await api('POST', '/api/message/create', {
      channel: 'sms',
      templateId: id,
      audience: { filter: { project: 'Sunrise Towers' } },
    });
    const cancelled = await api('POST', `/api/message/${other.data.id}/cancel`);
    expect(cancelled.data).toMatchObject({ status: 'cancelled', counts: { skipped: 5 } });
    await drain();
    expect(gateway.messages.length).toBe(before + 4);
    expect((await api('DELETE', `/api/smsmessage/deleteSmsMessage/${other.data.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/api/message/getMessage/${other.data.id}`)).statusCode).toBe(404);
    const list = await api('GET', '/api/smsmessage/getBulkSMSMessages');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.data.items.every((c: { channel: string }) => c.channel === 'sms')).toBe(true);
  });
});
