CREATE TABLE "campaign_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"lead_id" uuid,
	"address" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"provider_message_id" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "campaign_recipients_status_check" CHECK ("campaign_recipients"."status" in ('queued', 'sending', 'sent', 'delivered', 'failed', 'bounced', 'opted_out', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"name" text NOT NULL,
	"bulk" boolean DEFAULT true NOT NULL,
	"template_id" uuid,
	"template_name" text NOT NULL,
	"template" jsonb NOT NULL,
	"audience" jsonb NOT NULL,
	"excluded" jsonb NOT NULL,
	"status" text NOT NULL,
	"schedule_at" timestamp with time zone,
	"job_id" uuid,
	"error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "campaigns_channel_check" CHECK ("campaigns"."channel" in ('email', 'sms')),
	CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('scheduled', 'waiting_window', 'sending', 'paused', 'done', 'cancelled', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "lead_message_preferences" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"email_opt_out" boolean DEFAULT false NOT NULL,
	"sms_opt_out" boolean DEFAULT false NOT NULL,
	"dnd" boolean DEFAULT false NOT NULL,
	"source" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"name" text NOT NULL,
	"subject" text,
	"body_html" text,
	"body_text" text,
	"attachment_document_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dlt_template_id" text,
	"sender_id" text,
	"category" text,
	"registered_text" text,
	"variables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_channel_check" CHECK ("message_templates"."channel" in ('email', 'sms')),
	CONSTRAINT "message_templates_category_check" CHECK ("message_templates"."category" is null or "message_templates"."category" in ('transactional', 'service_implicit', 'service_explicit', 'promotional'))
);
--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_message_preferences" ADD CONSTRAINT "lead_message_preferences_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_message_preferences" ADD CONSTRAINT "lead_message_preferences_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_recipients_campaign_address_idx" ON "campaign_recipients" USING btree ("campaign_id","address");--> statement-breakpoint
CREATE INDEX "campaign_recipients_campaign_status_idx" ON "campaign_recipients" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "campaign_recipients_provider_idx" ON "campaign_recipients" USING btree ("provider_message_id") WHERE "campaign_recipients"."provider_message_id" is not null;--> statement-breakpoint
CREATE INDEX "campaign_recipients_address_idx" ON "campaign_recipients" USING btree ("address");--> statement-breakpoint
CREATE INDEX "campaigns_channel_created_idx" ON "campaigns" USING btree ("channel","created_at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_created_idx" ON "campaigns" USING btree ("created_at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_templates_channel_name_idx" ON "message_templates" USING btree ("channel","name");