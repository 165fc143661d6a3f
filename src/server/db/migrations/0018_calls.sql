CREATE TABLE "calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "calls_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" uuid NOT NULL,
	"device_call_id" text NOT NULL,
	"number" text NOT NULL,
	"raw_number" text NOT NULL,
	"direction" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"answered" boolean DEFAULT false NOT NULL,
	"line" text,
	"outcome" text,
	"note" text,
	"lead_id" uuid,
	"contact_id" uuid,
	"source" text DEFAULT 'phone' NOT NULL,
	"recording_file_id" uuid,
	"provider_call_id" text,
	"provider_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calls_direction_check" CHECK ("calls"."direction" in ('incoming', 'outgoing', 'missed', 'rejected')),
	CONSTRAINT "calls_source_check" CHECK ("calls"."source" in ('phone', 'click_to_call')),
	CONSTRAINT "calls_outcome_check" CHECK ("calls"."outcome" is null or "calls"."outcome" in ('connected', 'not_answering', 'busy', 'switched_off', 'wrong_number', 'call_back_later', 'interested', 'not_interested')),
	CONSTRAINT "calls_duration_check" CHECK ("calls"."duration_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_recording_file_id_files_id_fk" FOREIGN KEY ("recording_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calls_member_device_unique" ON "calls" USING btree ("member_id","device_call_id");--> statement-breakpoint
CREATE INDEX "calls_member_started_idx" ON "calls" USING btree ("member_id","started_at","seq","direction","duration_seconds","answered","lead_id","number");--> statement-breakpoint
CREATE INDEX "calls_number_started_idx" ON "calls" USING btree ("number","started_at");--> statement-breakpoint
CREATE INDEX "calls_lead_started_idx" ON "calls" USING btree ("lead_id","started_at") WHERE "calls"."lead_id" is not null;--> statement-breakpoint
CREATE INDEX "calls_started_idx" ON "calls" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calls_provider_call_unique" ON "calls" USING btree ("provider_call_id") WHERE "calls"."provider_call_id" is not null;--> statement-breakpoint
CREATE INDEX "leads_live_alternate_mobile_idx" ON "leads" USING btree ("alternate_mobile") WHERE "leads"."deleted_at" is null and "leads"."alternate_mobile" is not null;