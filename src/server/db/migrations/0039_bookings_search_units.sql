CREATE INDEX "bookings_unit_idx" ON "bookings" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "units_number_trgm_idx" ON "units" USING gin ("number" gin_trgm_ops);