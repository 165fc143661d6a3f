-- Member × day rollups (decision 148): new subjects assignments, calls, follow_ups,
-- follow_ups_done and bookings, and two new visit groupings. Their days are marked stale by
-- statement triggers as in 0027; every existing day of the new subjects (and of visits, whose new
-- groupings no rollup row holds yet) is marked stale, so the refresh job builds them.
-- India day of a timestamptz: the fixed +05:30 shift (india-day-sql.ts).
CREATE OR REPLACE FUNCTION report_mark_leads_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'leads', ((n.created_at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM new_rows n;
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'assignments', ((n.assigned_at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM new_rows n
      WHERE n.assigned_at IS NOT NULL AND n.assigned_to IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'leads', ((o.created_at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM old_rows o;
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'assignments', ((o.assigned_at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM old_rows o
      WHERE o.assigned_at IS NOT NULL AND o.assigned_to IS NOT NULL;
  ELSE
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'leads', d.day FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (((o.created_at AT TIME ZONE 'UTC') + interval '330 minutes')::date),
                                 (((n.created_at AT TIME ZONE 'UTC') + interval '330 minutes')::date)) d(day)
      WHERE (o.status, o.assigned_to, o.source_id, o.branch_id, o.project, o.kind, o.requirement, o.deleted_at,
             o.created_at, o.last_contacted_at IS NULL)
        IS DISTINCT FROM (n.status, n.assigned_to, n.source_id, n.branch_id, n.project, n.kind, n.requirement, n.deleted_at,
             n.created_at, n.last_contacted_at IS NULL);
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'assignments', d.day FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (((o.assigned_at AT TIME ZONE 'UTC') + interval '330 minutes')::date),
                                 (((n.assigned_at AT TIME ZONE 'UTC') + interval '330 minutes')::date)) d(day)
      WHERE d.day IS NOT NULL
        AND (o.assigned_to, o.assigned_at, o.deleted_at, o.first_contact_at, o.first_contact_by)
          IS DISTINCT FROM (n.assigned_to, n.assigned_at, n.deleted_at, n.first_contact_at, n.first_contact_by);
    -- A lead binned, restored or given to another holder moves its site visits in or out of the
    -- Schedules counts, and its done visits and bookings to another holder.
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'visits', ((v.at AT TIME ZONE 'UTC') + interval '330 minutes')::date
      FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN site_visits v ON v.lead_id = n.id
      WHERE (o.deleted_at, o.assigned_to) IS DISTINCT FROM (n.deleted_at, n.assigned_to);
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'bookings', ((a.at AT TIME ZONE 'UTC') + interval '330 minutes')::date
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      JOIN activities a ON a.lead_id = n.id AND a.kind = 'status_changed'
        AND (a.payload -> 'changes') @> '[{"field":"Status","to":"Booked"}]'::jsonb
      WHERE (o.deleted_at, o.assigned_to) IS DISTINCT FROM (n.deleted_at, n.assigned_to);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A move to Booked restates the bookings of its day and of every other day its lead was booked
-- on (each day's row says on which earlier day the lead was last booked, decision 148).
CREATE OR REPLACE FUNCTION report_mark_activities_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'activities', ((n.at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM new_rows n;
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'bookings', ((b.at AT TIME ZONE 'UTC') + interval '330 minutes')::date
      FROM (SELECT DISTINCT n.lead_id FROM new_rows n WHERE (n.kind = 'status_changed' AND (n.payload -> 'changes') @> '[{"field":"Status","to":"Booked"}]'::jsonb)) k
      JOIN activities b ON b.lead_id = k.lead_id AND (b.kind = 'status_changed' AND (b.payload -> 'changes') @> '[{"field":"Status","to":"Booked"}]'::jsonb);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'activities', ((o.at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM old_rows o;
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'bookings', d.day FROM (
        SELECT ((o.at AT TIME ZONE 'UTC') + interval '330 minutes')::date AS day FROM old_rows o WHERE (o.kind = 'status_changed' AND (o.payload -> 'changes') @> '[{"field":"Status","to":"Booked"}]'::jsonb)
        UNION ALL
        SELECT ((b.at AT TIME ZONE 'UTC') + interval '330 minutes')::date
        FROM (SELECT DISTINCT o.lead_id FROM old_rows o WHERE (o.kind = 'status_changed' AND (o.payload -> 'changes') @> '[{"field":"Status","to":"Booked"}]'::jsonb)) k
        JOIN activities b ON b.lead_id = k.lead_id AND (b.kind = 'status_changed' AND (b.payload -> 'changes') @> '[{"field":"Status","to":"Booked"}]'::jsonb)
      ) d;
  ELSE
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'activities', d.day FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (((o.at AT TIME ZONE 'UTC') + interval '330 minutes')::date),
                                 (((n.at AT TIME ZONE 'UTC') + interval '330 minutes')::date)) d(day)
      WHERE (o.actor_id, o.kind, o.at) IS DISTINCT FROM (n.actor_id, n.kind, n.at);
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'bookings', d.day FROM (
        SELECT ((o.at AT TIME ZONE 'UTC') + interval '330 minutes')::date AS day, o.lead_id AS old_lead, n.lead_id AS new_lead
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.kind, o.at, o.lead_id, o.payload) IS DISTINCT FROM (n.kind, n.at, n.lead_id, n.payload)
          AND ((o.kind = 'status_changed' AND (o.payload -> 'changes') @> '[{"field":"Status","to":"Booked"}]'::jsonb) OR (n.kind = 'status_changed' AND (n.payload -> 'changes') @> '[{"field":"Status","to":"Booked"}]'::jsonb))
      ) c
      CROSS JOIN LATERAL (
        SELECT c.day
        UNION ALL
        SELECT ((b.at AT TIME ZONE 'UTC') + interval '330 minutes')::date
        FROM activities b WHERE b.lead_id IN (c.old_lead, c.new_lead) AND (b.kind = 'status_changed' AND (b.payload -> 'changes') @> '[{"field":"Status","to":"Booked"}]'::jsonb)
      ) d;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_mark_visits_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'visits', ((n.at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'visits', ((o.at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM old_rows o;
  ELSE
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'visits', d.day FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (((o.at AT TIME ZONE 'UTC') + interval '330 minutes')::date),
                                 (((n.at AT TIME ZONE 'UTC') + interval '330 minutes')::date)) d(day)
      WHERE (o.status, o.at, o.lead_id, o.accompanied_by, o.closed_by)
        IS DISTINCT FROM (n.status, n.at, n.lead_id, n.accompanied_by, n.closed_by);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION report_mark_calls_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'calls', ((n.started_at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM new_rows n
      WHERE n.member_id IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'calls', ((o.started_at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM old_rows o
      WHERE o.member_id IS NOT NULL;
  ELSE
    -- Not on every update: the call sync rewrites notReturned and the provider's status all day.
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'calls', d.day FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (((o.started_at AT TIME ZONE 'UTC') + interval '330 minutes')::date),
                                 (((n.started_at AT TIME ZONE 'UTC') + interval '330 minutes')::date)) d(day)
      WHERE (o.member_id, o.started_at, o.answered, o.duration_seconds)
        IS DISTINCT FROM (n.member_id, n.started_at, n.answered, n.duration_seconds);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION report_mark_follow_ups_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'follow_ups', ((n.due_at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM new_rows n;
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'follow_ups_done', ((n.done_at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM new_rows n
      WHERE n.status = 'done' AND n.done_at IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'follow_ups', ((o.due_at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM old_rows o;
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'follow_ups_done', ((o.done_at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM old_rows o
      WHERE o.status = 'done' AND o.done_at IS NOT NULL;
  ELSE
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'follow_ups', d.day FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (((o.due_at AT TIME ZONE 'UTC') + interval '330 minutes')::date),
                                 (((n.due_at AT TIME ZONE 'UTC') + interval '330 minutes')::date)) d(day)
      WHERE (o.assigned_to, o.status, o.due_at, o.done_at, o.outcome)
        IS DISTINCT FROM (n.assigned_to, n.status, n.due_at, n.done_at, n.outcome);
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'follow_ups_done', d.day FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (CASE WHEN o.status = 'done' THEN ((o.done_at AT TIME ZONE 'UTC') + interval '330 minutes')::date END),
                                 (CASE WHEN n.status = 'done' THEN ((n.done_at AT TIME ZONE 'UTC') + interval '330 minutes')::date END)) d(day)
      WHERE d.day IS NOT NULL
        AND (o.done_by, o.status, o.due_at, o.done_at) IS DISTINCT FROM (n.done_by, n.status, n.due_at, n.done_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- "Contacted within SLA" is counted with the idle-lead setting as it is when a day is built: a
-- change of it makes every built assignment day stale, in the same transaction.
CREATE FUNCTION report_mark_sla_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(NEW.key, OLD.key) <> 'leads.idleHours'
    OR (TG_OP = 'UPDATE' AND OLD.value IS NOT DISTINCT FROM NEW.value) THEN
    RETURN NULL;
  END IF;
  INSERT INTO report_dirty_days (subject, day)
    SELECT DISTINCT 'assignments', c.day FROM report_day_counts c WHERE c.subject = 'assignments';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER settings_report_sla_dirty AFTER INSERT OR UPDATE OR DELETE ON settings
  FOR EACH ROW EXECUTE FUNCTION report_mark_sla_dirty();--> statement-breakpoint
CREATE TRIGGER calls_report_dirty_ins AFTER INSERT ON calls REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_calls_dirty();--> statement-breakpoint
CREATE TRIGGER calls_report_dirty_upd AFTER UPDATE ON calls REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_calls_dirty();--> statement-breakpoint
CREATE TRIGGER calls_report_dirty_del AFTER DELETE ON calls REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_calls_dirty();--> statement-breakpoint
CREATE TRIGGER follow_ups_report_dirty_ins AFTER INSERT ON follow_ups REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_follow_ups_dirty();--> statement-breakpoint
CREATE TRIGGER follow_ups_report_dirty_upd AFTER UPDATE ON follow_ups REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_follow_ups_dirty();--> statement-breakpoint
CREATE TRIGGER follow_ups_report_dirty_del AFTER DELETE ON follow_ups REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_follow_ups_dirty();--> statement-breakpoint
INSERT INTO report_dirty_days (subject, day)
  SELECT DISTINCT 'assignments', ((assigned_at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM leads
  WHERE assigned_at IS NOT NULL AND assigned_to IS NOT NULL AND deleted_at IS NULL;--> statement-breakpoint
INSERT INTO report_dirty_days (subject, day)
  SELECT DISTINCT 'calls', ((started_at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM calls
  WHERE member_id IS NOT NULL;--> statement-breakpoint
INSERT INTO report_dirty_days (subject, day)
  SELECT DISTINCT 'follow_ups', ((due_at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM follow_ups;--> statement-breakpoint
INSERT INTO report_dirty_days (subject, day)
  SELECT DISTINCT 'follow_ups_done', ((done_at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM follow_ups
  WHERE status = 'done' AND done_at IS NOT NULL;--> statement-breakpoint
INSERT INTO report_dirty_days (subject, day)
  SELECT DISTINCT 'bookings', ((at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM activities
  WHERE kind = 'status_changed' AND (payload -> 'changes') @> '[{"field":"Status","to":"Booked"}]'::jsonb;--> statement-breakpoint
INSERT INTO report_dirty_days (subject, day)
  SELECT DISTINCT 'visits', ((at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM site_visits;
