-- Decision 147: a lead's first contact by its holder, kept in the transaction of whatever writes a
-- call or a contact activity (sync batches, telephony callbacks, follow-ups, messages, visits,
-- imports, the demo generator), set-based per statement through transition tables. The rule is
-- decision 140's: a call by the member that is outgoing or answered, or a follow_up_done, email,
-- sms, site_visit_scheduled or site_visit_done activity by the member, at or after assigned_at.
DROP INDEX "follow_ups_due_idx";--> statement-breakpoint
DROP INDEX "follow_ups_done_by_idx";--> statement-breakpoint
DROP INDEX "leads_live_assignee_assigned_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_contact_by" uuid;--> statement-breakpoint
-- The backfill: every lead at once, hash-joined (a probe per lead would take minutes at 1M).
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
) f WHERE l.id = f.lead_id;--> statement-breakpoint
CREATE INDEX "leads_live_id_assignee_idx" ON "leads" USING btree ("id","assigned_to") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "site_visits_done_at_idx" ON "site_visits" USING btree ("at","accompanied_by","closed_by","lead_id") WHERE "site_visits"."status" = 'done';--> statement-breakpoint
CREATE INDEX "follow_ups_due_idx" ON "follow_ups" USING btree ("due_at","seq","assigned_to","status","done_at","outcome");--> statement-breakpoint
CREATE INDEX "follow_ups_done_by_idx" ON "follow_ups" USING btree ("done_by","done_at","due_at") WHERE "follow_ups"."status" = 'done';--> statement-breakpoint
CREATE INDEX "leads_live_assignee_assigned_idx" ON "leads" USING btree ("assigned_to","assigned_at","first_contact_at","first_contact_by") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
-- From scratch for a few leads: after a call is moved to a lead, re-timed, completed or deleted.
CREATE FUNCTION lead_first_contact_recompute(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE leads l SET first_contact_at = f.at, first_contact_by = CASE WHEN f.at IS NULL THEN NULL ELSE l.assigned_to END
  FROM (
    SELECT h.id, (SELECT min(c.at) FROM (
      SELECT k.started_at AS at FROM calls k
      WHERE k.lead_id = h.id AND k.member_id = h.assigned_to AND k.started_at >= h.assigned_at
        AND (k.direction = 'outgoing' OR k.answered)
      UNION ALL
      SELECT a.at FROM activities a
      WHERE a.lead_id = h.id AND a.actor_id = h.assigned_to AND a.at >= h.assigned_at
        AND a.kind IN ('follow_up_done', 'email', 'sms', 'site_visit_scheduled', 'site_visit_done')
    ) c) AS at
    FROM leads h WHERE h.id = ANY (ids)
  ) f
  WHERE l.id = f.id AND (l.first_contact_at IS DISTINCT FROM f.at
    OR l.first_contact_by IS DISTINCT FROM CASE WHEN f.at IS NULL THEN NULL ELSE l.assigned_to END)
$$;--> statement-breakpoint
-- New contacts only move the time earlier, or replace one that belongs to an earlier holding
-- (another member, or before the lead was given again): no read of the lead's history.
CREATE FUNCTION lead_first_contact_note(lead_ids uuid[], member_ids uuid[], ats timestamptz[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE leads l SET first_contact_at = c.at, first_contact_by = c.member_id
  FROM (
    SELECT x.lead_id, x.member_id, min(x.at) AS at
    FROM unnest(lead_ids, member_ids, ats) AS x(lead_id, member_id, at)
    GROUP BY x.lead_id, x.member_id
  ) c
  WHERE l.id = c.lead_id AND l.assigned_to = c.member_id AND c.at >= l.assigned_at
    AND (l.first_contact_at IS NULL OR l.first_contact_by IS DISTINCT FROM l.assigned_to
      OR l.first_contact_at < l.assigned_at OR c.at < l.first_contact_at)
$$;--> statement-breakpoint
CREATE FUNCTION lead_first_contact_calls_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lead_first_contact_note(array_agg(n.lead_id), array_agg(n.member_id), array_agg(n.started_at))
  FROM new_rows n WHERE n.lead_id IS NOT NULL AND (n.direction = 'outgoing' OR n.answered)
  HAVING count(*) > 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION lead_first_contact_activities_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lead_first_contact_note(array_agg(n.lead_id), array_agg(n.actor_id), array_agg(n.at))
  FROM new_rows n WHERE n.actor_id IS NOT NULL
    AND n.kind IN ('follow_up_done', 'email', 'sms', 'site_visit_scheduled', 'site_visit_done')
  HAVING count(*) > 0;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Updates that cannot change a contact (not_returned, provider status, recordings) are skipped.
CREATE FUNCTION lead_first_contact_calls_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lead_first_contact_recompute(array(
    SELECT DISTINCT u.lead_id FROM (
      SELECT o.lead_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.lead_id, o.member_id, o.started_at, o.direction, o.answered)
        IS DISTINCT FROM (n.lead_id, n.member_id, n.started_at, n.direction, n.answered)
      UNION ALL
      SELECT n.lead_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.lead_id, o.member_id, o.started_at, o.direction, o.answered)
        IS DISTINCT FROM (n.lead_id, n.member_id, n.started_at, n.direction, n.answered)
    ) u WHERE u.lead_id IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION lead_first_contact_calls_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lead_first_contact_recompute(array(SELECT DISTINCT o.lead_id FROM old_rows o WHERE o.lead_id IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER calls_first_contact_insert AFTER INSERT ON calls REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_first_contact_calls_added();--> statement-breakpoint
CREATE TRIGGER calls_first_contact_update AFTER UPDATE ON calls REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_first_contact_calls_updated();--> statement-breakpoint
CREATE TRIGGER calls_first_contact_delete AFTER DELETE ON calls REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_first_contact_calls_deleted();--> statement-breakpoint
CREATE TRIGGER activities_first_contact_insert AFTER INSERT ON activities REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_first_contact_activities_added();
