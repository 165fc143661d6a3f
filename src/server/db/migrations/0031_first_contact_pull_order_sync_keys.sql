-- Issue 24 (decision 161): the first contact is the earliest contact at or after assigned_at among
-- all rows of a statement, portal rows are made into leads in the enquiry's own order, and a
-- call-log sync's answer is kept for its Idempotency-Key.
DROP INDEX "inbound_events_pending_idx";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "answer" jsonb;--> statement-breakpoint
ALTER TABLE "inbound_events" ADD COLUMN "enquired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inbound_events" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "inbound_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "inbound_events_pending_idx" ON "inbound_events" USING btree ("origin",coalesce("enquired_at", "received_at"),"received_at","seq") WHERE "inbound_events"."result" = 'pending';--> statement-breakpoint
-- The portal's own time of the rows logged so far (the log kept it in the payload).
UPDATE "inbound_events" SET "enquired_at" = ("payload" -> 'enquiry' ->> 'enquiredAt')::timestamptz
WHERE "payload" -> 'enquiry' ->> 'enquiredAt' IS NOT NULL;--> statement-breakpoint
-- 0025 took min(at) per (lead, member) over the whole statement before comparing it with
-- assigned_at: a batch holding a call from before the assignment hid every later one. Only the
-- rows at or after the holder's assigned_at take part now; the rest of the rule is unchanged.
CREATE OR REPLACE FUNCTION lead_first_contact_note(lead_ids uuid[], member_ids uuid[], ats timestamptz[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE leads l SET first_contact_at = c.at, first_contact_by = c.member_id
  FROM (
    SELECT x.lead_id, x.member_id, min(x.at) AS at
    FROM unnest(lead_ids, member_ids, ats) AS x(lead_id, member_id, at)
    JOIN leads h ON h.id = x.lead_id AND h.assigned_to = x.member_id AND x.at >= h.assigned_at
    GROUP BY x.lead_id, x.member_id
  ) c
  WHERE l.id = c.lead_id AND l.assigned_to = c.member_id AND c.at >= l.assigned_at
    AND (l.first_contact_at IS NULL OR l.first_contact_by IS DISTINCT FROM l.assigned_to
      OR l.first_contact_at < l.assigned_at OR c.at < l.first_contact_at)
$$;--> statement-breakpoint
-- The leads the old function left without their first contact, or with a later one: the 0025
-- backfill's hash join again, writing only the leads whose kept value is not the rule's.
UPDATE "leads" l SET "first_contact_at" = f.at, "first_contact_by" = l.assigned_to
FROM (
  SELECT c.lead_id, min(c.at) AS at FROM (
    SELECT k.lead_id, k.started_at AS at FROM calls k JOIN leads h ON h.id = k.lead_id
    WHERE k.member_id = h.assigned_to AND k.started_at >= h.assigned_at AND (k.direction = 'outgoing' OR k.answered)
    UNION ALL
    SELECT a.lead_id, a.at FROM activities a JOIN leads h ON h.id = a.lead_id
    WHERE a.kind IN ('follow_up_done', 'email', 'sms', 'site_visit_scheduled', 'site_visit_done')
      AND a.actor_id = h.assigned_to AND a.at >= h.assigned_at
  ) c GROUP BY c.lead_id
) f WHERE l.id = f.lead_id
  AND (l.first_contact_at IS NULL OR l.first_contact_by IS DISTINCT FROM l.assigned_to
    OR l.first_contact_at < l.assigned_at OR l.first_contact_at > f.at);
