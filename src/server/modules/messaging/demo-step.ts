import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { campaigns } from '../../db/schema/messaging';
import { createTemplate, freeze, getTemplate } from './templates';

/**
 * Two templates (a launch email, a site-visit SMS with its DLT fields) and one finished SMS
 * campaign to a dozen demo leads, delivered two days ago, so the campaign screens show history.
 * The campaign is written as done (no gateway in the demo); its rows and timeline in one statement each.
 */
export async function seedDemoMessaging(ctx: AppContext, actor: { id: string; name: string }) {
  await createTemplate(
    ctx,
    {
      channel: 'email',
      name: 'Tower launch',
      subject: 'Bookings open at {{project}}',
      bodyHtml:
        '<p>Dear {{firstName}},</p><p>Bookings for the new tower at <b>{{project}}</b> open this Saturday. Visit the site office or call {{executive}} on {{executiveMobile}}.</p><p>Regards,<br>{{company}}</p>',
      bodyText: null,
      attachmentDocumentIds: [],
    },
    actor.id,
  );
  const sms = await createTemplate(
    ctx,
    {
      channel: 'sms',
      name: 'Site visit reminder',
      dltTemplateId: '1107160000000054321',
      senderId: 'SAHYDR',
      category: 'service_implicit',
      registeredText:
        'Dear {#var#}, your site visit at {#var#} is confirmed. Call {#var#} for directions. -Sahyadri Homes',
      variables: ['firstName', 'project', 'executiveMobile'],
    },
    actor.id,
  );
  const t = freeze(await getTemplate(ctx.db, sms.id));
  const at = new Date(ctx.clock().getTime() - 2 * 86_400_000);
  const [c] = await ctx.db
    .insert(campaigns)
    .values({
      channel: 'sms',
      name: 'Site visit reminders — weekend',
      templateId: t.id,
      templateName: t.name,
      template: t as unknown as Record<string, unknown>,
      audience: { filter: {} },
      excluded: { noAddress: 0, optedOut: 0, dnd: 0, duplicate: 0, noOptIn: 0 },
      status: 'done',
      createdBy: actor.id,
      createdAt: at,
      startedAt: at,
      finishedAt: new Date(at.getTime() + 60_000),
    })
    .returning({ id: campaigns.id });
  const sentAt = new Date(at.getTime() + 30_000).toISOString();
  await ctx.db.execute(sql`
    insert into campaign_recipients (campaign_id, lead_id, address, status, reason, attempt, sent_at, delivered_at)
    select ${c!.id}::uuid, id, mobile,
      case when n % 6 = 0 then 'failed' else 'delivered' end,
      case when n % 6 = 0 then 'Blocked: the number is on the DND (Do Not Disturb) register.' end,
      1, ${sentAt}::timestamptz, case when n % 6 = 0 then null else ${sentAt}::timestamptz + interval '20 seconds' end
    from (select id, mobile, row_number() over (order by created_at, id) as n from leads where deleted_at is null limit 12) l`);
  await ctx.db.execute(sql`
    insert into activities (lead_id, kind, actor_id, actor_name, at, payload)
    select lead_id, 'sms', ${actor.id}::uuid, ${actor.name}, sent_at,
      jsonb_build_object('summary', ${`SMS sent: ${t.name}`}::text, 'direction', 'out', 'note', null)
    from campaign_recipients where campaign_id = ${c!.id}`);
}
