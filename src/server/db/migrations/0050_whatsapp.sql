CREATE TABLE "message_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "message_consents_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"event" text NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"recorded_by" uuid,
	"recorded_by_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_consents_channel_check" CHECK ("message_consents"."channel" in ('whatsapp', 'sms', 'email')),
	CONSTRAINT "message_consents_event_check" CHECK ("message_consents"."event" in ('opt_in', 'opt_out')),
	CONSTRAINT "message_consents_method_check" CHECK ("message_consents"."method" in ('web_form', 'ad_form', 'inbound_message', 'call', 'in_person', 'stop_keyword', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_conversations" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"last_message_id" uuid,
	"last_message_at" timestamp with time zone NOT NULL,
	"last_direction" text NOT NULL,
	"last_kind" text NOT NULL,
	"last_preview" text NOT NULL,
	"last_status" text NOT NULL,
	"last_inbound_at" timestamp with time zone,
	"unread" integer DEFAULT 0 NOT NULL,
	"needs_reply" boolean DEFAULT false NOT NULL,
	CONSTRAINT "whatsapp_conversations_unread_check" CHECK ("whatsapp_conversations"."unread" >= 0)
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "whatsapp_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_id" uuid,
	"direction" text NOT NULL,
	"mobile" text NOT NULL,
	"wa_id" text,
	"kind" text NOT NULL,
	"body" text,
	"template_id" uuid,
	"template_name" text,
	"provider_media_id" text,
	"file_id" uuid,
	"status" text NOT NULL,
	"failure_code" text,
	"failure" text,
	"sent_by" uuid,
	"campaign_id" uuid,
	"campaign_recipient_id" uuid,
	"referral" jsonb,
	"client_key" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "whatsapp_messages_direction_check" CHECK ("whatsapp_messages"."direction" in ('in', 'out')),
	CONSTRAINT "whatsapp_messages_kind_check" CHECK ("whatsapp_messages"."kind" in ('text', 'template', 'image', 'document', 'audio', 'video', 'sticker', 'location', 'contacts', 'button', 'interactive', 'reaction', 'unsupported')),
	CONSTRAINT "whatsapp_messages_status_check" CHECK ("whatsapp_messages"."status" in ('queued', 'sent', 'delivered', 'read', 'failed', 'received'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_status_events" (
	"wa_id" text NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"code" text,
	"reason" text,
	"applied" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_status_events_status_check" CHECK ("whatsapp_status_events"."status" in ('queued', 'sent', 'delivered', 'read', 'failed', 'received'))
);
--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_kind_check";--> statement-breakpoint
ALTER TABLE "campaign_recipients" DROP CONSTRAINT "campaign_recipients_status_check";--> statement-breakpoint
ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_channel_check";--> statement-breakpoint
ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_status_check";--> statement-breakpoint
ALTER TABLE "message_templates" DROP CONSTRAINT "message_templates_channel_check";--> statement-breakpoint
ALTER TABLE "lead_message_preferences" ADD COLUMN "whatsapp_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_message_preferences" ADD COLUMN "whatsapp_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "message_templates" ADD COLUMN "whatsapp" jsonb;--> statement-breakpoint
ALTER TABLE "message_consents" ADD CONSTRAINT "message_consents_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_consents" ADD CONSTRAINT "message_consents_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_conversations" ADD CONSTRAINT "whatsapp_conversations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_campaign_recipient_id_campaign_recipients_id_fk" FOREIGN KEY ("campaign_recipient_id") REFERENCES "public"."campaign_recipients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_consents_lead_idx" ON "message_consents" USING btree ("lead_id","channel","at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "whatsapp_conversations_last_idx" ON "whatsapp_conversations" USING btree ("last_message_at" DESC NULLS LAST,"lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_wa_id_idx" ON "whatsapp_messages" USING btree ("wa_id") WHERE "whatsapp_messages"."wa_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_client_key_idx" ON "whatsapp_messages" USING btree ("client_key") WHERE "whatsapp_messages"."client_key" is not null;--> statement-breakpoint
CREATE INDEX "whatsapp_messages_lead_at_idx" ON "whatsapp_messages" USING btree ("lead_id","at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "whatsapp_messages_out_at_idx" ON "whatsapp_messages" USING btree ("at","mobile") WHERE "whatsapp_messages"."direction" = 'out';--> statement-breakpoint
CREATE INDEX "whatsapp_messages_recipient_idx" ON "whatsapp_messages" USING btree ("campaign_recipient_id") WHERE "whatsapp_messages"."campaign_recipient_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_status_events_key" ON "whatsapp_status_events" USING btree ("wa_id","status");--> statement-breakpoint
CREATE INDEX "whatsapp_status_events_pending_idx" ON "whatsapp_status_events" USING btree ("wa_id") WHERE not "whatsapp_status_events"."applied";--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_whatsapp_idx" ON "message_templates" USING btree (("whatsapp" ->> 'providerName'),("whatsapp" ->> 'language')) WHERE "message_templates"."channel" = 'whatsapp';--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_kind_check" CHECK ("activities"."kind" in ('created', 'updated', 'status_changed', 'assigned', 'binned', 'restored', 'imported', 'note', 'follow_up_scheduled', 'follow_up_done', 'follow_up_missed', 'follow_up_rescheduled', 'follow_up_cancelled', 'site_visit_scheduled', 'site_visit_done', 'site_visit_no_show', 'site_visit_cancelled', 'site_visit_check_in', 'call', 'email', 'sms', 'whatsapp', 'quotation', 're_enquiry', 'unit_held', 'unit_hold_extended', 'unit_released', 'booking'));--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_status_check" CHECK ("campaign_recipients"."status" in ('queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'bounced', 'opted_out', 'skipped', 'unknown'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_channel_check" CHECK ("campaigns"."channel" in ('email', 'sms', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('scheduled', 'waiting_window', 'waiting_limit', 'sending', 'paused', 'done', 'cancelled', 'failed'));--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_channel_check" CHECK ("message_templates"."channel" in ('email', 'sms', 'whatsapp'));