import { eq, sql } from 'drizzle-orm';
import { indiaDayRange } from '../../../domain/india-date';
import type { Campaign, CampaignCounts, CampaignStatus, RecipientStatus } from '../../../domain/schemas/campaign';
import type { MessageChannel } from '../../../domain/schemas/messaging';
import type { DbOrTx } from '../../db/database';
import { campaigns } from '../../db/schema/messaging';
import { notFound } from '../../lib/app-error';
import { likePattern } from '../../lib/like-pattern';
import { iso, rowsOf } from './rows';
/** The campaigns as the screens read them: one with its counts, the list, its recipients, the failures export and the email history. */
export const campaignMissing = () => notFound('That campaign does not exist (it may have been deleted).');

interface CampaignRow {
  id: string;
  channel: MessageChannel;
  name: string;
  template_id: string | null;
  template_name: string;
  status: CampaignStatus;
  bulk: boolean;
  schedule_at: string | Date | null;
  created_by: string | null;
  created_by_name: string | null;
  created_at: string | Date;
  started_at: string | Date | null;
  finished_at: string | Date | null;
  excluded: Campaign['excluded'];
  error: string | null;
  counts: Record<string, number> | null;
}

export async function getCampaignStatus(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ status: campaigns.status, channel: campaigns.channel })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  if (!row) throw campaignMissing();
  return row;
}

/** Counts per status, in one grouped read of the campaign's rows (index campaign_id, status). */
const countsSql = sql`(select jsonb_object_agg(s.status, s.n) from (
    select r.status, count(*)::int as n from campaign_recipients r where r.campaign_id = c.id group by r.status) s)`;

function toCounts(raw: Record<string, number> | null): CampaignCounts {
  const n = (s: RecipientStatus) => raw?.[s] ?? 0;
  const total = Object.values(raw ?? {}).reduce((a, b) => a + b, 0);
  return {
    total,
    queued: n('queued') + n('sending'),
    // Delivered and read messages were sent too: "sent" counts every message that left, and a
    // WhatsApp message read was delivered.
    sent: n('sent') + n('delivered') + n('read'),
    delivered: n('delivered') + n('read'),
    read: n('read'),
    failed: n('failed'),
    bounced: n('bounced'),
    optedOut: n('opted_out'),
    skipped: n('skipped'),
    unknown: n('unknown'),
  };
}

function toCampaign(r: CampaignRow): Campaign {
  return {
    id: r.id,
    channel: r.channel,
    name: r.name,
    templateId: r.template_id,
    templateName: r.template_name,
    status: r.status,
    bulk: r.bulk,
    scheduleAt: iso(r.schedule_at),
    createdBy: r.created_by,
    createdByName: r.created_by_name,
    createdAt: iso(r.created_at)!,
    startedAt: iso(r.started_at),
    finishedAt: iso(r.finished_at),
    excluded: r.excluded,
    error: r.error,
    counts: toCounts(r.counts),
  };
}

const campaignSelect = sql`
  select c.id, c.channel, c.name, c.template_id, c.template_name, c.status, c.bulk, c.schedule_at, c.created_by,
    u.name as created_by_name, c.created_at, c.started_at, c.finished_at, c.excluded, c.error, ${countsSql} as counts
  from campaigns c left join users u on u.id = c.created_by`;

export async function getCampaign(db: DbOrTx, id: string): Promise<Campaign> {
  const [row] = await rowsOf<CampaignRow>(db, sql`${campaignSelect} where c.id = ${id}`);
  if (!row) throw campaignMissing();
  return toCampaign(row);
}

export async function listCampaigns(
  db: DbOrTx,
  q: { channel?: MessageChannel | undefined; status?: CampaignStatus | undefined; page: number; pageSize: number },
) {
  const whereSql = sql`true ${q.channel ? sql`and c.channel = ${q.channel}` : sql``} ${q.status ? sql`and c.status = ${q.status}` : sql``}`;
  const rows = await rowsOf<CampaignRow>(
    db,
    sql`${campaignSelect} where ${whereSql} order by c.created_at desc, c.seq desc
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const [total] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from campaigns c where ${whereSql}`);
  return { items: rows.map(toCampaign), total: total?.n ?? 0 };
}

interface RecipientRow {
  id: string;
  address: string;
  lead_id: string | null;
  lead_name: string | null;
  status: RecipientStatus;
  reason: string | null;
  attempt: number;
  sent_at: string | Date | null;
  delivered_at: string | Date | null;
}
const toRecipient = (r: RecipientRow) => ({
  id: r.id,
  address: r.address,
  leadId: r.lead_id,
  leadName: r.lead_name,
  status: r.status,
  reason: r.reason,
  attempt: r.attempt,
  sentAt: iso(r.sent_at),
  deliveredAt: iso(r.delivered_at),
});

export async function listRecipients(
  db: DbOrTx,
  campaignId: string,
  q: { status?: RecipientStatus | undefined; q?: string | undefined; page: number; pageSize: number },
) {
  await getCampaignStatus(db, campaignId);
  const where = sql`r.campaign_id = ${campaignId}
    ${q.status ? sql`and r.status = ${q.status}` : sql``}
    ${q.q ? sql`and (r.address ilike ${likePattern(q.q)} or l.name ilike ${likePattern(q.q)})` : sql``}`;
  const rows = await rowsOf<RecipientRow>(
    db,
    sql`select r.id, r.address, r.lead_id, l.name as lead_name, r.status, r.reason, r.attempt, r.sent_at, r.delivered_at
      from campaign_recipients r left join leads l on l.id = r.lead_id
      where ${where} order by r.address, r.id limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const [total] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from campaign_recipients r left join leads l on l.id = r.lead_id where ${where}`,
  );
  return { items: rows.map(toRecipient), total: total?.n ?? 0 };
}

const csvCell = (v: string | null) => {
  const s = v ?? '';
  // A cell starting with = + - @ is a formula to a spreadsheet; quote it as text.
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Failed and bounced recipients as CSV (the failures export). */
export async function failuresCsv(db: DbOrTx, campaignId: string): Promise<string> {
  await getCampaignStatus(db, campaignId);
  const rows = await rowsOf<RecipientRow>(
    db,
    sql`select r.id, r.address, r.lead_id, l.name as lead_name, r.status, r.reason, r.attempt, r.sent_at, r.delivered_at
      from campaign_recipients r left join leads l on l.id = r.lead_id
      where r.campaign_id = ${campaignId} and r.status in ('failed', 'bounced') order by r.address`,
  );
  const lines = ['Address,Lead,Status,Reason,Attempts'];
  for (const r of rows)
    lines.push([r.address, r.lead_name, r.status, r.reason, String(r.attempt)].map(csvCell).join(','));
  return `${lines.join('\n')}\n`;
}

/** EmailHistory: every email recipient row, campaign or single, newest first. */
export async function emailHistory(
  db: DbOrTx,
  q: {
    status?: RecipientStatus | undefined;
    q?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    page: number;
    pageSize: number;
  },
  address?: string,
) {
  const { start, end } = indiaDayRange(q.from, q.to);
  const where = sql`c.channel = 'email'
    ${q.status ? sql`and r.status = ${q.status}` : sql``}
    ${q.q ? sql`and (r.address ilike ${likePattern(q.q)} or l.name ilike ${likePattern(q.q)} or c.name ilike ${likePattern(q.q)} or r.sent_text ilike ${likePattern(q.q)})` : sql``}
    ${start ? sql`and c.created_at >= ${start.toISOString()}` : sql``}
    ${end ? sql`and c.created_at < ${end.toISOString()}` : sql``}
    ${address ? sql`and r.address = ${address.trim().toLowerCase()}` : sql``}`;
  const rows = await rowsOf<RecipientRow & { campaign_id: string; campaign_name: string; subject: string | null }>(
    db,
    sql`select r.id, r.address, r.lead_id, l.name as lead_name, r.status, r.reason, r.attempt, r.sent_at, r.delivered_at,
        c.id as campaign_id, c.name as campaign_name,
        coalesce(r.sent_text, c.template->>'subject') as subject
      from campaign_recipients r join campaigns c on c.id = r.campaign_id left join leads l on l.id = r.lead_id
      where ${where} order by coalesce(r.sent_at, c.created_at) desc, r.id limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const [total] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from campaign_recipients r join campaigns c on c.id = r.campaign_id
      left join leads l on l.id = r.lead_id where ${where}`,
  );
  return {
    items: rows.map((r) => ({
      ...toRecipient(r),
      campaignId: r.campaign_id,
      campaignName: r.campaign_name,
      subject: r.subject,
    })),
    total: total?.n ?? 0,
  };
}
