CREATE TABLE "report_day_counts" (
	"subject" text NOT NULL,
	"day" date NOT NULL,
	"grouping" text NOT NULL,
	"key1" text,
	"key2" text,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_dirty_days" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_day_counts_idx" ON "report_day_counts" USING btree ("subject","grouping","day","key1","key2","n");--> statement-breakpoint
CREATE INDEX "report_dirty_days_idx" ON "report_dirty_days" USING btree ("subject","day");--> statement-breakpoint
-- Hand-written below (decision 137): statement triggers mark the India days whose rollup a write
-- made stale, in the writer's transaction, one row per (statement, day). The day is
-- src/server/lib/india-day-sql.ts's fixed +05:30 shift. Leads: by created day, only when a counted
-- column changed; activities and site visits: by their time.
CREATE FUNCTION report_mark_leads_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'leads', ((n.created_at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'leads', ((o.created_at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM old_rows o;
  ELSE
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'leads', d.day FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (((o.created_at AT TIME ZONE 'UTC') + interval '330 minutes')::date),
                                 (((n.created_at AT TIME ZONE 'UTC') + interval '330 minutes')::date)) d(day)
      WHERE (o.status, o.assigned_to, o.source_id, o.branch_id, o.project, o.kind, o.requirement, o.deleted_at,
             o.created_at, o.last_contacted_at IS NULL)
        IS DISTINCT FROM (n.status, n.assigned_to, n.source_id, n.branch_id, n.project, n.kind, n.requirement, n.deleted_at,
             n.created_at, n.last_contacted_at IS NULL);
    -- A lead binned or restored takes its site visits out of the Schedules counts or back in.
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'visits', ((v.at AT TIME ZONE 'UTC') + interval '330 minutes')::date
      FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN site_visits v ON v.lead_id = n.id
      WHERE o.deleted_at IS DISTINCT FROM n.deleted_at;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION report_mark_activities_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'activities', ((n.at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'activities', ((o.at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM old_rows o;
  ELSE
    INSERT INTO report_dirty_days (subject, day)
      SELECT DISTINCT 'activities', d.day FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (((o.at AT TIME ZONE 'UTC') + interval '330 minutes')::date),
                                 (((n.at AT TIME ZONE 'UTC') + interval '330 minutes')::date)) d(day)
      WHERE (o.actor_id, o.kind, o.at) IS DISTINCT FROM (n.actor_id, n.kind, n.at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION report_mark_visits_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
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
      WHERE (o.status, o.at, o.lead_id) IS DISTINCT FROM (n.status, n.at, n.lead_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER leads_report_dirty_ins AFTER INSERT ON leads REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_leads_dirty();--> statement-breakpoint
CREATE TRIGGER leads_report_dirty_upd AFTER UPDATE ON leads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_leads_dirty();--> statement-breakpoint
CREATE TRIGGER leads_report_dirty_del AFTER DELETE ON leads REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_leads_dirty();--> statement-breakpoint
CREATE TRIGGER activities_report_dirty_ins AFTER INSERT ON activities REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_activities_dirty();--> statement-breakpoint
CREATE TRIGGER activities_report_dirty_upd AFTER UPDATE ON activities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_activities_dirty();--> statement-breakpoint
CREATE TRIGGER activities_report_dirty_del AFTER DELETE ON activities REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_activities_dirty();--> statement-breakpoint
CREATE TRIGGER site_visits_report_dirty_ins AFTER INSERT ON site_visits REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_visits_dirty();--> statement-breakpoint
CREATE TRIGGER site_visits_report_dirty_upd AFTER UPDATE ON site_visits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_visits_dirty();--> statement-breakpoint
CREATE TRIGGER site_visits_report_dirty_del AFTER DELETE ON site_visits REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_visits_dirty();--> statement-breakpoint
-- Every day that has rows starts stale: answers stay exact (read live) until the job has built it.
INSERT INTO report_dirty_days (subject, day)
  SELECT DISTINCT 'leads', ((created_at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM leads;--> statement-breakpoint
INSERT INTO report_dirty_days (subject, day)
  SELECT DISTINCT 'activities', ((at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM activities;--> statement-breakpoint
INSERT INTO report_dirty_days (subject, day)
  SELECT DISTINCT 'visits', ((at AT TIME ZONE 'UTC') + interval '330 minutes')::date FROM site_visits;
