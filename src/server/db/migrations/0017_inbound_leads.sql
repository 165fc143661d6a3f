CREATE TABLE "inbound_connectors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"poll_minutes" integer DEFAULT 15 NOT NULL,
	"settings" jsonb NOT NULL,
	"high_water_mark" timestamp with time zone,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_result" text,
	"last_error" text,
	"last_found" integer,
	"failures_in_row" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_connectors_kind_check" CHECK ("inbound_connectors"."kind" in ('acres99', 'magicbricks', 'housing', 'generic')),
	CONSTRAINT "inbound_connectors_poll_check" CHECK ("inbound_connectors"."poll_minutes" between 5 and 60)
);
--> statement-breakpoint
CREATE TABLE "inbound_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"origin" text NOT NULL,
	"external_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	"result" text DEFAULT 'pending' NOT NULL,
	"lead_id" uuid,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "inbound_events_result_check" CHECK ("inbound_events"."result" in ('pending', 'created', 're_enquiry', 'duplicate', 'failed', 'test'))
);
--> statement-breakpoint
CREATE TABLE "inbound_push_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"source_key" text NOT NULL,
	"settings" jsonb NOT NULL,
	"rejected_count" integer DEFAULT 0 NOT NULL,
	"last_received_at" timestamp with time zone,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_push_sources_kind_check" CHECK ("inbound_push_sources"."kind" in ('webhook', 'meta', 'google', 'website'))
);
--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_kind_check";--> statement-breakpoint
ALTER TABLE "inbound_connectors" ADD CONSTRAINT "inbound_connectors_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_events" ADD CONSTRAINT "inbound_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_push_sources" ADD CONSTRAINT "inbound_push_sources_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_connectors_kind_unique" ON "inbound_connectors" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "inbound_connectors_due_idx" ON "inbound_connectors" USING btree ("next_run_at") WHERE "inbound_connectors"."enabled";--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_events_origin_external_unique" ON "inbound_events" USING btree ("origin","external_id");--> statement-breakpoint
CREATE INDEX "inbound_events_received_idx" ON "inbound_events" USING btree ("received_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "inbound_events_pending_idx" ON "inbound_events" USING btree ("origin","received_at") WHERE "inbound_events"."result" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_push_sources_kind_unique" ON "inbound_push_sources" USING btree ("kind");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_push_sources_key_unique" ON "inbound_push_sources" USING btree ("source_key");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_kind_check" CHECK ("activities"."kind" in ('created', 'updated', 'status_changed', 'assigned', 'binned', 'restored', 'imported', 'note', 'follow_up_scheduled', 'follow_up_done', 'follow_up_missed', 'follow_up_rescheduled', 'follow_up_cancelled', 'site_visit_scheduled', 'site_visit_done', 'site_visit_no_show', 'site_visit_cancelled', 'call', 'email', 'sms', 'quotation', 're_enquiry'));