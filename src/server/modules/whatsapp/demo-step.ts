import { sql } from 'drizzle-orm';
import type { WhatsAppTemplateParts } from '../../../domain/schemas/whatsapp';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';

/**
 * WhatsApp in the demo (issue 30): three approved templates as a sync would store them, and
 * conversations on six demo leads over the last three days — a buyer waiting for an answer, one
 * who sent a photo, one whose window has closed, one who replied STOP, one from a click-to-WhatsApp
 * ad — with their timeline entries and opt-in records, so the inbox and the lead page show what a
 * working office sees. No provider is configured in the demo: nothing can be sent until an
 * administrator saves the WhatsApp settings.
 */

type Line = [
  direction: 'in' | 'out',
  minutesAgo: number,
  text: string,
  status?: 'sent' | 'delivered' | 'read' | 'failed',
];

/** {first} is the lead's first name, {project} its project. */
const SCRIPTS: { lines: Line[]; consent: 'web_form' | 'inbound_message' | 'call' | 'stop'; ad?: boolean }[] = [
  {
    consent: 'web_form',
    lines: [
      ['in', 95, 'Hi, I saw the 2 BHK at {project}. What is the all-inclusive price?'],
      [
        'out',
        80,
        'Namaste {first}, thank you for your interest in {project}. 2 BHK from ₹78.5 lakh all-inclusive. May I book a site visit for you this weekend?',
        'read',
      ],
      ['in', 12, 'Sunday 11 am works. Is covered parking included?'],
    ],
  },
  {
    consent: 'inbound_message',
    ad: true,
    lines: [
      ['in', 300, 'Hello, I want to know more about this offer'],
      ['out', 290, 'Hi {first}! Sharing the {project} brochure. Which configuration are you looking for?', 'delivered'],
      ['in', 45, 'Looking for 3 BHK, east facing. Budget around 1.1 Cr'],
    ],
  },
  {
    consent: 'call',
    lines: [
      [
        'out',
        1500,
        'Dear {first}, your site visit at {project} is confirmed for tomorrow 11:00. Call us for directions.',
        'read',
      ],
      ['in', 1480, 'Thanks, will come with my wife'],
      ['out', 1470, 'Great, see you both tomorrow 🙏', 'read'],
    ],
  },
  {
    consent: 'web_form',
    lines: [
      ['in', 4400, 'Is the loan approved by SBI for {project}?'],
      [
        'out',
        4380,
        'Yes {first}, {project} is approved by SBI, HDFC and ICICI. Shall I share the approval letters?',
        'read',
      ],
    ],
  },
  {
    consent: 'stop',
    lines: [
      ['out', 2900, 'Dear {first}, festive offer at {project}: no floor-rise charges till Sunday.', 'delivered'],
      ['in', 2880, 'STOP'],
    ],
  },
  {
    consent: 'inbound_message',
    lines: [
      ['in', 200, 'Sending you the photo of the payment receipt'],
      ['out', 190, 'Received, thank you {first}. Our accounts team will confirm by evening.', 'failed'],
      ['in', 30, 'Any update?'],
    ],
  },
];

const TEMPLATES: (Pick<
  WhatsAppTemplateParts,
  'providerName' | 'category' | 'body' | 'params' | 'header' | 'buttons'
> & {
  footer: string | null;
})[] = [
  {
    providerName: 'site_visit_invite',
    category: 'marketing',
    header: { format: 'text', text: 'Visit {{1}} this weekend' },
    body: 'Namaste {{1}}, sample flats at {{2}} are open this Saturday and Sunday, 10 am to 6 pm. Reply YES and we will book your visit.',
    params: ['firstName', 'project'],
    footer: 'Reply STOP to stop these messages',
    buttons: [{ type: 'quick_reply', text: 'YES', value: null }],
  },
  {
    providerName: 'site_visit_reminder',
    category: 'utility',
    header: null,
    body: 'Dear {{1}}, your site visit is on {{2}}. Call {{3}} for directions.',
    params: ['firstName', 'siteVisitDate', 'executiveMobile'],
    footer: null,
    buttons: [],
  },
  {
    providerName: 'project_brochure',
    category: 'marketing',
    header: { format: 'document', text: null },
    body: 'Hi {{1}}, here is the brochure of {{2}} with floor plans and prices. {{3}} will call you to answer your questions.',
    params: ['firstName', 'project', 'executive'],
    footer: null,
    buttons: [{ type: 'url', text: 'See the location', value: 'https://maps.example/sahyadri' }],
  },
];

export async function seedDemoWhatsApp(ctx: AppContext, actor: { id: string; name: string }) {
  const now = ctx.clock();
  const synced = new Date(now.getTime() - 86_400_000).toISOString();
  for (const t of TEMPLATES) {
    const parts: WhatsAppTemplateParts = {
      ...t,
      language: 'en',
      providerId: null,
      previousCategory: null,
      status: 'approved',
      rejectedReason: null,
      headerDocumentId: null,
      syncedAt: synced,
    };
    await ctx.db.execute(sql`insert into message_templates (channel, name, whatsapp, created_by)
      values ('whatsapp', ${t.providerName}, ${JSON.stringify(parts)}::jsonb, ${actor.id})`);
  }

  const leads = rowsOf<{
    id: string;
    name: string;
    mobile: string;
    project: string | null;
    owner: string | null;
    owner_name: string | null;
  }>(
    await ctx.db.execute(sql`select l.id, l.name, l.mobile, l.project, l.assigned_to as owner, u.name as owner_name
      from leads l left join users u on u.id = l.assigned_to
      where l.deleted_at is null and l.status not in ('booked', 'lost') and l.mobile ~ '^[6-9][0-9]{9}$'
      order by l.created_at desc, l.id limit ${SCRIPTS.length}`),
  );
  const messages: Record<string, unknown>[] = [];
  const consents: Record<string, unknown>[] = [];
  for (const [i, lead] of leads.entries()) {
    const script = SCRIPTS[i]!;
    const fill = (text: string) =>
      text
        .replaceAll('{first}', lead.name.split(' ')[0] ?? lead.name)
        .replaceAll('{project}', lead.project ?? 'Sahyadri Heights');
    for (const [n, [direction, minutesAgo, text, status]] of script.lines.entries()) {
      const at = new Date(now.getTime() - minutesAgo * 60_000).toISOString();
      messages.push({
        lead_id: lead.id,
        direction,
        mobile: lead.mobile,
        wa_id: `wamid.demo-${i}-${n}`,
        kind: 'text',
        body: fill(text),
        status: direction === 'in' ? 'received' : (status ?? 'sent'),
        failure: status === 'failed' ? 'The message could not be delivered: the number may not be on WhatsApp.' : null,
        failure_code: status === 'failed' ? '131026' : null,
        sent_by: direction === 'out' ? lead.owner : null,
        actor_name: direction === 'out' ? (lead.owner_name ?? actor.name) : lead.name,
        referral:
          script.ad && n === 0
            ? {
                source_type: 'ad',
                source_id: '120210000000000',
                headline: '2 & 3 BHK in Baner',
                ctwa_clid: `demo-clid-${i}`,
              }
            : null,
        at,
      });
    }
    const first = script.lines[0]!;
    consents.push({
      lead_id: lead.id,
      event: script.consent === 'stop' ? 'opt_out' : 'opt_in',
      method: script.consent === 'stop' ? 'stop_keyword' : script.consent,
      note: script.consent === 'call' ? 'Said yes to WhatsApp updates on the first call' : null,
      by: script.consent === 'call' ? lead.owner_name : null,
      by_id: script.consent === 'call' ? lead.owner : null,
      at: new Date(now.getTime() - (first[1] + 5) * 60_000).toISOString(),
    });
  }
  const json = JSON.stringify(messages);
  await ctx.db.execute(sql`
    insert into whatsapp_messages (lead_id, direction, mobile, wa_id, kind, body, status, failure, failure_code, sent_by,
      referral, at, sent_at, delivered_at, read_at, failed_at)
    select x.lead_id, x.direction, x.mobile, x.wa_id, x.kind, x.body, x.status, x.failure, x.failure_code, x.sent_by,
      x.referral, x.at,
      case when x.direction = 'out' and x.status <> 'failed' then x.at end,
      case when x.status in ('delivered', 'read') then x.at + interval '5 seconds' end,
      case when x.status = 'read' then x.at + interval '3 minutes' end,
      case when x.status = 'failed' then x.at + interval '5 seconds' end
    from jsonb_to_recordset(${json}::jsonb) as x(lead_id uuid, direction text, mobile text, wa_id text, kind text,
      body text, status text, failure text, failure_code text, sent_by uuid, referral jsonb, at timestamptz)`);
  await ctx.db.execute(sql`
    insert into activities (lead_id, kind, actor_id, actor_name, at, payload)
    select x.lead_id, 'whatsapp', x.sent_by, x.actor_name, x.at,
      jsonb_build_object('summary', case when x.direction = 'in' then 'WhatsApp from the buyer: ' else 'WhatsApp sent: ' end
          || left(x.body, 120),
        'direction', x.direction, 'messageId', m.id, 'kind', 'text')
    from jsonb_to_recordset(${json}::jsonb) as x(lead_id uuid, direction text, wa_id text, body text, sent_by uuid,
      actor_name text, at timestamptz)
    join whatsapp_messages m on m.wa_id = x.wa_id`);
  // Each conversation: its last message, the window from the buyer's last one, and what is unread
  // (the buyer's messages after the team's last answer).
  await ctx.db.execute(sql`
    insert into whatsapp_conversations (lead_id, last_message_id, last_message_at, last_direction, last_kind, last_preview,
      last_status, last_inbound_at, unread, needs_reply)
    select distinct on (m.lead_id) m.lead_id, m.id, m.at, m.direction, m.kind, left(m.body, 200), m.status,
      (select max(i.at) from whatsapp_messages i where i.lead_id = m.lead_id and i.direction = 'in'),
      (select count(*) from whatsapp_messages i where i.lead_id = m.lead_id and i.direction = 'in'
        and i.at > coalesce((select max(o.at) from whatsapp_messages o where o.lead_id = m.lead_id and o.direction = 'out'), '-infinity')),
      m.direction = 'in' and m.body <> 'STOP'
    from whatsapp_messages m where m.wa_id like 'wamid.demo-%' order by m.lead_id, m.at desc, m.seq desc`);
  const consentJson = JSON.stringify(consents);
  await ctx.db.execute(sql`
    insert into message_consents (lead_id, channel, event, method, note, recorded_by, recorded_by_name, at)
    select x.lead_id, 'whatsapp', x.event, x.method, x.note, x.by_id, x.by, x.at
    from jsonb_to_recordset(${consentJson}::jsonb) as x(lead_id uuid, event text, method text, note text, by_id uuid, by text, at timestamptz)`);
  await ctx.db.execute(sql`
    insert into lead_message_preferences (lead_id, whatsapp_opt_in, whatsapp_opt_out)
    select x.lead_id, x.event = 'opt_in', x.event = 'opt_out'
    from jsonb_to_recordset(${consentJson}::jsonb) as x(lead_id uuid, event text, at timestamptz)
    on conflict (lead_id) do update set whatsapp_opt_in = excluded.whatsapp_opt_in, whatsapp_opt_out = excluded.whatsapp_opt_out`);
}
