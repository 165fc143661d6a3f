DROP INDEX "leads_live_project_created_idx";--> statement-breakpoint
DROP INDEX "leads_live_name_idx";--> statement-breakpoint
DROP INDEX "leads_live_status_idx";--> statement-breakpoint
CREATE INDEX "leads_live_project_created_idx" ON "leads" USING btree ("project","created_at","id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_live_name_idx" ON "leads" USING btree (lower("name"),"id","name") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_live_status_idx" ON "leads" USING btree (array_position(array['new', 'contacted', 'interested', 'site_visit_scheduled', 'site_visit_done', 'negotiation', 'booked', 'not_interested', 'junk']::text[], "status"),"created_at","id","status") WHERE "leads"."deleted_at" is null;