CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"purpose" text NOT NULL,
	"demand_id" uuid NOT NULL,
	"booking_id" uuid,
	"lead_id" uuid,
	"mobile" text,
	"text" text NOT NULL,
	"about" text NOT NULL,
	"dlt_template_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"provider_message_id" text,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_outbox_purpose_check" CHECK ("sms_outbox"."purpose" in ('demand_raised', 'payment_reminder')),
	CONSTRAINT "sms_outbox_status_check" CHECK ("sms_outbox"."status" in ('queued', 'sending', 'sent', 'delivered', 'failed', 'skipped', 'opted_out', 'unknown')),
	CONSTRAINT "sms_outbox_category_check" CHECK ("sms_outbox"."category" in ('transactional', 'service_implicit', 'service_explicit', 'promotional'))
);
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_idempotency_key_idx" ON "sms_outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sms_outbox_demand_idx" ON "sms_outbox" USING btree ("demand_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_booking_idx" ON "sms_outbox" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_queued_idx" ON "sms_outbox" USING btree ("created_at") WHERE "sms_outbox"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "sms_outbox_provider_idx" ON "sms_outbox" USING btree ("provider_message_id") WHERE "sms_outbox"."provider_message_id" is not null;