CREATE SEQUENCE "public"."demand_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "booking_home_loans" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"bank" text NOT NULL,
	"branch" text NOT NULL,
	"loan_account" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_refusals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"instalment_id" uuid NOT NULL,
	"tower_stage_id" uuid,
	"reason" text NOT NULL,
	"demanded_paise" bigint NOT NULL,
	"limit_paise" bigint NOT NULL,
	"refused_at" timestamp with time zone DEFAULT now() NOT NULL,
	"demand_id" uuid
);
--> statement-breakpoint
CREATE TABLE "tower_stage_raises" (
	"tower_stage_id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_home_loans" ADD CONSTRAINT "booking_home_loans_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_home_loans" ADD CONSTRAINT "booking_home_loans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_refusals" ADD CONSTRAINT "demand_refusals_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_refusals" ADD CONSTRAINT "demand_refusals_instalment_id_booking_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."booking_instalments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_refusals" ADD CONSTRAINT "demand_refusals_tower_stage_id_tower_stages_id_fk" FOREIGN KEY ("tower_stage_id") REFERENCES "public"."tower_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_refusals" ADD CONSTRAINT "demand_refusals_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tower_stage_raises" ADD CONSTRAINT "tower_stage_raises_tower_stage_id_tower_stages_id_fk" FOREIGN KEY ("tower_stage_id") REFERENCES "public"."tower_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tower_stage_raises" ADD CONSTRAINT "tower_stage_raises_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demand_refusals_booking_instalment_key" ON "demand_refusals" USING btree ("booking_id","instalment_id");--> statement-breakpoint
CREATE INDEX "demand_refusals_stage_idx" ON "demand_refusals" USING btree ("tower_stage_id");--> statement-breakpoint
CREATE INDEX "demand_refusals_open_idx" ON "demand_refusals" USING btree ("refused_at") WHERE "demand_refusals"."demand_id" is null;