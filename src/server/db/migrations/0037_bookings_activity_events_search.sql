ALTER TABLE "activities" DROP CONSTRAINT "activities_kind_check";--> statement-breakpoint
DROP INDEX "booking_events_booking_idx";--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "booking_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "booking_applicants_name_trgm_idx" ON "booking_applicants" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_no_trgm_idx" ON "bookings" USING gin ("booking_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","seq");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_kind_check" CHECK ("activities"."kind" in ('created', 'updated', 'status_changed', 'assigned', 'binned', 'restored', 'imported', 'note', 'follow_up_scheduled', 'follow_up_done', 'follow_up_missed', 'follow_up_rescheduled', 'follow_up_cancelled', 'site_visit_scheduled', 'site_visit_done', 'site_visit_no_show', 'site_visit_cancelled', 'call', 'email', 'sms', 'quotation', 're_enquiry', 'booking'));