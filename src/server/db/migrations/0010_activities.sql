CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "activities_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb NOT NULL,
	CONSTRAINT "activities_kind_check" CHECK ("activities"."kind" in ('created', 'updated', 'status_changed', 'assigned', 'binned', 'restored', 'imported', 'note', 'follow_up_scheduled', 'follow_up_done', 'follow_up_missed', 'site_visit_scheduled', 'site_visit_done', 'site_visit_no_show', 'site_visit_cancelled', 'call', 'email', 'sms', 'quotation'))
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_lead_at_idx" ON "activities" USING btree ("lead_id","at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activities_lead_kind_at_idx" ON "activities" USING btree ("lead_id","kind","at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
-- Every lead_history row becomes an activity (decision 053): same lead, actor, name and time,
-- its summary, changes and note in the payload, in the order it was written.
INSERT INTO "activities" ("id", "lead_id", "kind", "actor_id", "actor_name", "at", "payload")
SELECT "id", "lead_id",
	CASE "action" WHEN 'moved_to_bin' THEN 'binned' ELSE "action" END,
	"user_id", "user_name", "at",
	jsonb_build_object('summary', "summary", 'changes', "changes", 'note', "note")
FROM "lead_history" ORDER BY "seq";--> statement-breakpoint
DROP TABLE "lead_history" CASCADE;
