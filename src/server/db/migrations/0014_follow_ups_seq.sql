DROP INDEX "follow_ups_lead_created_idx";--> statement-breakpoint
DROP INDEX "follow_ups_due_idx";--> statement-breakpoint
DROP INDEX "follow_ups_assignee_due_idx";--> statement-breakpoint
ALTER TABLE "follow_ups" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "follow_ups_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "follow_ups_lead_created_idx" ON "follow_ups" USING btree ("lead_id","created_at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "follow_ups_due_idx" ON "follow_ups" USING btree ("due_at","seq");--> statement-breakpoint
CREATE INDEX "follow_ups_assignee_due_idx" ON "follow_ups" USING btree ("assigned_to","due_at","seq");