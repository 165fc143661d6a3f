import { and, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Audience, Exclusions, MessageChannel } from '../../../domain/schemas/messaging';
import type { DbOrTx } from '../../db/database';
import { leads } from '../../db/schema/leads';
import { type LeadActor, leadWhere, scopeOf } from '../lead-records/public';
import { rowsOf } from './rows';

/**
 * The leads an audience names, as a WHERE on `leads`: a filter means what the lead list's filter
 * means (leads/public leadWhere: live leads, the viewer's scope), selected leads are live leads in
 * the viewer's scope.
 */
export function audienceWhere(viewer: LeadActor, audience: Audience): SQL | undefined {
  if ('leadIds' in audience) {
    return and(isNull(leads.deletedAt), scopeOf(viewer), inArray(leads.id, [...new Set(audience.leadIds)]));
  }
  const f = audience.filter;
  return leadWhere(viewer, {
    status: f.status,
    sourceId: f.source,
    project: f.project,
    projectId: f.projectId,
    branchId: f.branch,
    assignedTo: f.memberId,
    from: f.createdFrom,
    to: f.createdTo,
  });
}

/** person-data's erasedOptOutTest for the channel: true for an erased person's opted-out address. */
export type ErasedOptOut = (address: SQL) => SQL;

/** A mobile an SMS can go to: ten digits starting 6–9 (the audience's rule and the single send's). */
export const SMS_MOBILE_PATTERN = '^[6-9][0-9]{9}$';

/**
 * One row per lead of the audience with its address on the channel and why it may not get the
 * message. Built once and used by the count (audience) and the freeze (create), so both say the same.
 * `promotional`: a promotional SMS skips DND numbers; a WhatsApp marketing template goes only to
 * leads who opted in (Meta's policy; decision 216). WhatsApp goes to the mobile, as SMS does, and an
 * erased person's opted-out mobile stays opted out for both.
 */
export function candidates(
  where: SQL | undefined,
  channel: MessageChannel,
  promotional: boolean,
  erasedOptOut: ErasedOptOut,
): SQL {
  const address =
    channel === 'email'
      ? sql`nullif(lower(trim(${leads.email})), '')`
      : sql`case when ${leads.mobile} ~ ${SMS_MOBILE_PATTERN} then ${leads.mobile} end`;
  const flag = {
    email: sql`coalesce(p.email_opt_out, false)`,
    sms: sql`coalesce(p.sms_opt_out, false)`,
    whatsapp: sql`coalesce(p.whatsapp_opt_out, false)`,
  }[channel];
  // An erased person who had opted out may come back as a new lead: the opt-out still holds (decision 165).
  const optedOut = sql`(${flag} or coalesce(${erasedOptOut(address)}, false))`;
  const dnd = promotional && channel === 'sms' ? sql`coalesce(p.dnd, false)` : sql`false`;
  const noOptIn = promotional && channel === 'whatsapp' ? sql`not coalesce(p.whatsapp_opt_in, false)` : sql`false`;
  return sql`
    select ${leads.id} as lead_id, ${address} as address, ${optedOut} as opted_out, ${dnd} as dnd, ${noOptIn} as no_opt_in
    from ${leads} left join lead_message_preferences p on p.lead_id = ${leads.id}
    where ${where ?? sql`true`}`;
}

/** A candidate who gets the message (the freeze's and the preview's test). */
export const receives = sql`address is not null and not opted_out and not dnd and not no_opt_in`;

const countsSelect = sql`
  count(*) filter (where address is null)::int as no_address,
  count(*) filter (where address is not null and opted_out)::int as opted_out,
  count(*) filter (where address is not null and not opted_out and dnd)::int as dnd,
  count(*) filter (where address is not null and not opted_out and not dnd and no_opt_in)::int as no_opt_in,
  count(*) filter (where ${receives})::int as eligible`;

interface CountRow {
  no_address: number;
  opted_out: number;
  dnd: number;
  no_opt_in: number;
  eligible: number;
}

/** How many would get it and how many are left out, and why; all counted in SQL. */
export async function countAudience(
  db: DbOrTx,
  where: SQL | undefined,
  channel: MessageChannel,
  promotional: boolean,
  erasedOptOut: ErasedOptOut,
): Promise<{ recipients: number; excluded: Exclusions }> {
  const [row] = await rowsOf<CountRow & { distinct_eligible: number }>(
    db,
    sql`with c as (${candidates(where, channel, promotional, erasedOptOut)})
      select ${countsSelect},
        count(distinct address) filter (where ${receives})::int as distinct_eligible
      from c`,
  );
  const r = row!;
  return {
    recipients: r.distinct_eligible,
    excluded: {
      noAddress: r.no_address,
      optedOut: r.opted_out,
      dnd: r.dnd,
      duplicate: r.eligible - r.distinct_eligible,
      noOptIn: r.no_opt_in,
    },
  };
}

/**
 * Freezes the audience into campaign_recipients in ONE statement (decision 110): the candidates,
 * the INSERT … SELECT of the eligible ones (a second lead with the same address is a duplicate, left
 * out by the unique index), and the exclusion counts, from one scan of the leads.
 */
export async function freezeAudience(
  tx: DbOrTx,
  campaignId: string,
  where: SQL | undefined,
  channel: MessageChannel,
  promotional: boolean,
  erasedOptOut: ErasedOptOut,
): Promise<{ recipients: number; excluded: Exclusions }> {
  const [row] = await rowsOf<CountRow & { inserted: number }>(
    tx,
    sql`with c as materialized (${candidates(where, channel, promotional, erasedOptOut)}),
      ins as (
        insert into campaign_recipients (campaign_id, lead_id, address)
        select ${campaignId}::uuid, lead_id, address from c
        where ${receives}
        on conflict (campaign_id, address) do nothing
        returning 1)
      select ${countsSelect}, (select count(*)::int from ins) as inserted from c`,
  );
  const r = row!;
  return {
    recipients: r.inserted,
    excluded: {
      noAddress: r.no_address,
      optedOut: r.opted_out,
      dnd: r.dnd,
      duplicate: r.eligible - r.inserted,
      noOptIn: r.no_opt_in,
    },
  };
}
