CREATE TABLE "follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"type" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"assigned_to" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"reason" text,
	"note" text,
	"site_visit_id" uuid,
	"done_at" timestamp with time zone,
	"done_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_ups_type_check" CHECK ("follow_ups"."type" in ('call', 'meeting', 'site_visit', 'whatsapp', 'email')),
	CONSTRAINT "follow_ups_status_check" CHECK ("follow_ups"."status" in ('open', 'done', 'rescheduled', 'cancelled')),
	CONSTRAINT "follow_ups_outcome_check" CHECK ("follow_ups"."outcome" is null or "follow_ups"."outcome" in ('connected', 'not_answering', 'busy', 'switched_off', 'wrong_number', 'call_back_later', 'interested', 'not_interested')),
	CONSTRAINT "follow_ups_reason_check" CHECK ("follow_ups"."reason" is null or "follow_ups"."reason" in ('budget', 'location', 'bought_elsewhere', 'not_reachable', 'loan_not_approved', 'plan_postponed', 'duplicate', 'other'))
);
--> statement-breakpoint
CREATE TABLE "lead_import_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_import_mappings_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "lead_import_outcomes" (
	"import_id" uuid NOT NULL,
	"mobile" text NOT NULL,
	"row_no" integer NOT NULL,
	"lead_id" uuid,
	"outcome" text NOT NULL,
	"previous" jsonb,
	CONSTRAINT "lead_import_outcomes_import_id_mobile_pk" PRIMARY KEY("import_id","mobile")
);
--> statement-breakpoint
CREATE TABLE "lead_import_rejects" (
	"import_id" uuid NOT NULL,
	"row_no" integer NOT NULL,
	"reason" text NOT NULL,
	"cells" jsonb NOT NULL,
	CONSTRAINT "lead_import_rejects_import_id_row_no_pk" PRIMARY KEY("import_id","row_no")
);
--> statement-breakpoint
CREATE TABLE "lead_import_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"file_kind" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_key" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"file_kind" text NOT NULL,
	"sheet" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"status" text DEFAULT 'queued' NOT NULL,
	"mapping" jsonb NOT NULL,
	"options" jsonb NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"bytes_done" bigint DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"restored" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"total_rows" integer,
	"round_robin_next" integer DEFAULT 0 NOT NULL,
	"job_id" uuid,
	"error" text,
	"undo_job_id" uuid,
	"undone_at" timestamp with time zone,
	"undone_by" uuid,
	CONSTRAINT "lead_imports_status_check" CHECK ("lead_imports"."status" in ('queued', 'running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "site_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"project" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"pickup" boolean DEFAULT false NOT NULL,
	"pickup_address" text,
	"accompanied_by" uuid,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"feedback" text,
	"interest" text,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	CONSTRAINT "site_visits_status_check" CHECK ("site_visits"."status" in ('scheduled', 'done', 'no_show', 'cancelled')),
	CONSTRAINT "site_visits_interest_check" CHECK ("site_visits"."interest" is null or "site_visits"."interest" in ('hot', 'warm', 'cold')),
	CONSTRAINT "site_visits_pickup_address_check" CHECK (not "site_visits"."pickup" or "site_visits"."pickup_address" is not null)
);
--> statement-breakpoint
ALTER TABLE "task_idempotency_keys" RENAME TO "idempotency_keys";--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_kind_check";--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "task_idempotency_keys_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "task_idempotency_keys_task_id_tasks_id_fk";
--> statement-breakpoint
DROP INDEX "task_idempotency_keys_created_idx";--> statement-breakpoint
DROP INDEX "leads_status_created_idx";--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "task_idempotency_keys_user_id_key_pk";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key");--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "result_id" text;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_import_mappings" ADD CONSTRAINT "lead_import_mappings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_import_outcomes" ADD CONSTRAINT "lead_import_outcomes_import_id_lead_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."lead_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_import_rejects" ADD CONSTRAINT "lead_import_rejects_import_id_lead_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."lead_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_import_uploads" ADD CONSTRAINT "lead_import_uploads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_imports" ADD CONSTRAINT "lead_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_imports" ADD CONSTRAINT "lead_imports_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_accompanied_by_users_id_fk" FOREIGN KEY ("accompanied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_ups_one_open_idx" ON "follow_ups" USING btree ("lead_id") WHERE "follow_ups"."status" = 'open';--> statement-breakpoint
CREATE INDEX "follow_ups_lead_created_idx" ON "follow_ups" USING btree ("lead_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "follow_ups_due_idx" ON "follow_ups" USING btree ("due_at","id");--> statement-breakpoint
CREATE INDEX "follow_ups_assignee_due_idx" ON "follow_ups" USING btree ("assigned_to","due_at","id");--> statement-breakpoint
CREATE INDEX "lead_import_outcomes_changed_idx" ON "lead_import_outcomes" USING btree ("import_id","row_no") WHERE "lead_import_outcomes"."outcome" in ('updated', 'restored');--> statement-breakpoint
CREATE INDEX "lead_imports_created_idx" ON "lead_imports" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "site_visits_at_idx" ON "site_visits" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "site_visits_lead_idx" ON "site_visits" USING btree ("lead_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_visits_one_scheduled_unique" ON "site_visits" USING btree ("lead_id") WHERE "site_visits"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "site_visits_scheduled_at_idx" ON "site_visits" USING btree ("at") WHERE "site_visits"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_import_id_lead_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."lead_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_live_assignee_created_idx" ON "leads" USING btree ("assigned_to","created_at","id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_live_source_created_idx" ON "leads" USING btree ("source_id","created_at","id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_live_branch_created_idx" ON "leads" USING btree ("branch_id","created_at","id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_live_project_created_idx" ON "leads" USING btree (lower("project"),"created_at","id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_live_assignee_follow_up_idx" ON "leads" USING btree ("assigned_to","next_follow_up_at","id") WHERE "leads"."deleted_at" is null and "leads"."next_follow_up_at" is not null;--> statement-breakpoint
CREATE INDEX "leads_fresh_created_idx" ON "leads" USING btree ("created_at","id") WHERE "leads"."deleted_at" is null and "leads"."last_contacted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_fresh_assignee_created_idx" ON "leads" USING btree ("assigned_to","created_at","id") WHERE "leads"."deleted_at" is null and "leads"."last_contacted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_email_trgm_idx" ON "leads" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_import_idx" ON "leads" USING btree ("import_id","created_at","id") WHERE "leads"."import_id" is not null;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at","id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "task_id";--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_kind_check" CHECK ("activities"."kind" in ('created', 'updated', 'status_changed', 'assigned', 'binned', 'restored', 'imported', 'note', 'follow_up_scheduled', 'follow_up_done', 'follow_up_missed', 'follow_up_rescheduled', 'follow_up_cancelled', 'site_visit_scheduled', 'site_visit_done', 'site_visit_no_show', 'site_visit_cancelled', 'call', 'email', 'sms', 'quotation'));