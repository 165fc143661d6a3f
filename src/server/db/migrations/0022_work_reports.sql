CREATE INDEX "activities_at_idx" ON "activities" USING btree ("at","seq","actor_id","kind");--> statement-breakpoint
CREATE INDEX "activities_actor_at_idx" ON "activities" USING btree ("actor_id","at","seq");--> statement-breakpoint
CREATE INDEX "activities_kind_at_idx" ON "activities" USING btree ("kind","at","seq");--> statement-breakpoint
CREATE INDEX "follow_ups_done_by_idx" ON "follow_ups" USING btree ("done_by","done_at") WHERE "follow_ups"."status" = 'done';--> statement-breakpoint
CREATE INDEX "leads_live_assignee_assigned_at_idx" ON "leads" USING btree ("assigned_to","assigned_at") WHERE "leads"."deleted_at" is null;