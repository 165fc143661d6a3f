import { sql } from 'drizzle-orm';
import { tierLimit } from '../../../domain/schemas/whatsapp-settings';
import type { AppContext } from '../../context';
import { whatsappSetting } from '../../whatsapp/whatsapp-settings';
import { rowsOf } from './rows';

/**
 * Meta's messaging limit (decision 216): how many NEW people — distinct mobiles sent a
 * business-initiated (template) message outside their 24-hour window — the number may reach in a
 * moving 24 hours. Counted from what we sent (whatsapp_messages, index whatsapp_messages_out_at_idx)
 * and the conversations' last inbound message: a template sent while the buyer's window was open
 * does not count. When the buyer wrote only after our message, we cannot tell whether an earlier
 * message had opened the window, so it counts — the count errs on the side of Meta's limit.
 */
const DAY_MS = 24 * 3600_000;

export interface TierUsage {
  /** The tier's limit; null for unlimited. */
  limit: number | null;
  used: number;
  /** When the earliest-counted person leaves the moving 24 hours (a place frees up); null if nobody counts. */
  freesAt: Date | null;
}

export async function tierUsage(ctx: Pick<AppContext, 'db' | 'settings'>, now: Date): Promise<TierUsage> {
  const settings = await ctx.settings.get(whatsappSetting);
  const limit = settings ? tierLimit(settings.tier) : null;
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const [row] = await rowsOf<{ used: number; first_last: string | Date | null }>(
    ctx.db,
    sql`select count(*)::int as used, min(last_at) as first_last from (
        select m.mobile, max(m.at) as last_at
        from whatsapp_messages m
        left join whatsapp_conversations c on c.lead_id = m.lead_id
        where m.direction = 'out' and m.at > ${since}::timestamptz and m.kind = 'template' and m.status <> 'failed'
          and not coalesce(c.last_inbound_at <= m.at and c.last_inbound_at > m.at - interval '24 hours', false)
        group by m.mobile) counted`,
  );
  const firstLast = row?.first_last ? new Date(row.first_last) : null;
  return {
    limit,
    used: row?.used ?? 0,
    freesAt: firstLast ? new Date(firstLast.getTime() + DAY_MS) : null,
  };
}

/** What the tier still allows now (the send screen's "1,750 of 2,000 new people left"); null = unlimited. */
export async function tierLeft(ctx: Pick<AppContext, 'db' | 'settings' | 'clock'>) {
  const u = await tierUsage(ctx, ctx.clock());
  return { tierRemaining: u.limit === null ? null : Math.max(0, u.limit - u.used), tierLimit: u.limit };
}

/** The leads whose 24-hour window is open now: a template to them is not a new person for the limit. */
export const windowOpenSql = (now: Date) =>
  sql`(select wc.lead_id from whatsapp_conversations wc where wc.last_inbound_at > ${new Date(now.getTime() - DAY_MS).toISOString()}::timestamptz)`;
