ALTER TABLE "activities" DROP CONSTRAINT "activities_kind_check";--> statement-breakpoint
ALTER TABLE "calls" DROP CONSTRAINT "calls_source_check";--> statement-breakpoint
ALTER TABLE "site_visits" ADD COLUMN "check_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_visits" ADD COLUMN "check_in_latitude" double precision;--> statement-breakpoint
ALTER TABLE "site_visits" ADD COLUMN "check_in_longitude" double precision;--> statement-breakpoint
ALTER TABLE "site_visits" ADD COLUMN "check_in_accuracy_m" double precision;--> statement-breakpoint
ALTER TABLE "site_visits" ADD COLUMN "check_in_distance_m" integer;--> statement-breakpoint
ALTER TABLE "site_visits" ADD COLUMN "check_in_photo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_check_in_photo_file_id_files_id_fk" FOREIGN KEY ("check_in_photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_kind_check" CHECK ("activities"."kind" in ('created', 'updated', 'status_changed', 'assigned', 'binned', 'restored', 'imported', 'note', 'follow_up_scheduled', 'follow_up_done', 'follow_up_missed', 'follow_up_rescheduled', 'follow_up_cancelled', 'site_visit_scheduled', 'site_visit_done', 'site_visit_no_show', 'site_visit_cancelled', 'site_visit_check_in', 'call', 'email', 'sms', 'quotation', 're_enquiry', 'unit_held', 'unit_hold_extended', 'unit_released', 'booking'));--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_source_check" CHECK ("calls"."source" in ('phone', 'click_to_call', 'app'));--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_check_in_check" CHECK (("site_visits"."check_in_at" is null) = ("site_visits"."check_in_latitude" is null) and ("site_visits"."check_in_at" is null) = ("site_visits"."check_in_longitude" is null)
        and ("site_visits"."check_in_latitude" is null or "site_visits"."check_in_latitude" between -90 and 90)
        and ("site_visits"."check_in_longitude" is null or "site_visits"."check_in_longitude" between -180 and 180));