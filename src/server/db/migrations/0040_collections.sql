CREATE TABLE "booking_instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"trigger" text NOT NULL,
	"stage_key" text,
	"due_on" date,
	"due_after_days" integer,
	"percent_bp" integer NOT NULL,
	"parking_bp" integer,
	"location_bp" integer,
	"amount_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_instalments_trigger_check" CHECK ("booking_instalments"."trigger" in ('booking', 'agreement', 'stage', 'date', 'days_after_booking')),
	CONSTRAINT "booking_instalments_amount_check" CHECK ("booking_instalments"."amount_paise" >= 0),
	CONSTRAINT "booking_instalments_bp_check" CHECK ("booking_instalments"."percent_bp" between 0 and 10000 and coalesce("booking_instalments"."parking_bp", 0) between 0 and 10000 and coalesce("booking_instalments"."location_bp", 0) between 0 and 10000),
	CONSTRAINT "booking_instalments_due_check" CHECK (("booking_instalments"."trigger" = 'stage') = ("booking_instalments"."stage_key" is not null) and ("booking_instalments"."trigger" = 'date') = ("booking_instalments"."due_on" is not null) and ("booking_instalments"."trigger" = 'days_after_booking') = ("booking_instalments"."due_after_days" is not null))
);
--> statement-breakpoint
CREATE TABLE "demands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"demand_no" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"instalment_id" uuid NOT NULL,
	"tower_stage_id" uuid,
	"raised_on" date NOT NULL,
	"due_on" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"gst_percent" numeric(5, 2) NOT NULL,
	"gst_paise" bigint NOT NULL,
	"arrears_paise" bigint DEFAULT 0 NOT NULL,
	"interest_paise" bigint DEFAULT 0 NOT NULL,
	"total_paise" bigint NOT NULL,
	"tds_applies" boolean DEFAULT false NOT NULL,
	"settled_paise" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'raised' NOT NULL,
	"letter_file_id" uuid,
	"rera_override_id" uuid,
	"reminded_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demands_status_check" CHECK ("demands"."status" in ('raised', 'sent', 'part_paid', 'paid', 'cancelled')),
	CONSTRAINT "demands_amounts_check" CHECK ("demands"."amount_paise" >= 0 and "demands"."gst_paise" >= 0 and "demands"."arrears_paise" >= 0 and "demands"."interest_paise" >= 0 and "demands"."settled_paise" >= 0 and "demands"."total_paise" >= 0),
	CONSTRAINT "demands_dates_check" CHECK ("demands"."due_on" >= "demands"."raised_on")
);
--> statement-breakpoint
CREATE TABLE "receipt_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_id" uuid NOT NULL,
	"demand_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_allocations_amount_check" CHECK ("receipt_allocations"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_no" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"reference" text,
	"bank_name" text,
	"received_on" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"tds_paise" bigint DEFAULT 0 NOT NULL,
	"form16b_status" text DEFAULT 'not_applicable' NOT NULL,
	"form16b_received_on" date,
	"cheque_status" text,
	"cheque_status_on" date,
	"bounce_charge_paise" bigint DEFAULT 0 NOT NULL,
	"advance" boolean DEFAULT false NOT NULL,
	"note" text,
	"receipt_file_id" uuid,
	"entity_payment_id" uuid,
	"reversed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_mode_check" CHECK ("receipts"."mode" in ('cheque', 'dd', 'rtgs_neft', 'upi', 'cash')),
	CONSTRAINT "receipts_form16b_status_check" CHECK ("receipts"."form16b_status" in ('not_applicable', 'pending', 'received')),
	CONSTRAINT "receipts_cheque_status_check" CHECK ("receipts"."cheque_status" is null or "receipts"."cheque_status" in ('deposited', 'cleared', 'bounced')),
	CONSTRAINT "receipts_amounts_check" CHECK ("receipts"."amount_paise" > 0 and "receipts"."tds_paise" >= 0 and "receipts"."bounce_charge_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rera_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"instalment_id" uuid,
	"reason" text NOT NULL,
	"demanded_paise" bigint NOT NULL,
	"limit_paise" bigint NOT NULL,
	"by" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rera_overrides_reason_check" CHECK (length(trim("rera_overrides"."reason")) > 0)
);
--> statement-breakpoint
CREATE TABLE "tower_stage_files" (
	"tower_stage_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "tower_stage_files_tower_stage_id_file_id_pk" PRIMARY KEY("tower_stage_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "tower_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tower_id" uuid NOT NULL,
	"stage_key" text NOT NULL,
	"name" text NOT NULL,
	"reached_on" date NOT NULL,
	"note" text,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_plan_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"trigger" text NOT NULL,
	"stage_key" text,
	"due_on" date,
	"due_after_days" integer,
	"percent_bp" integer NOT NULL,
	"parking_bp" integer,
	"location_bp" integer,
	CONSTRAINT "payment_plan_milestones_trigger_check" CHECK ("payment_plan_milestones"."trigger" in ('booking', 'agreement', 'stage', 'date', 'days_after_booking')),
	CONSTRAINT "payment_plan_milestones_bp_check" CHECK ("payment_plan_milestones"."percent_bp" between 0 and 10000 and coalesce("payment_plan_milestones"."parking_bp", 0) between 0 and 10000 and coalesce("payment_plan_milestones"."location_bp", 0) between 0 and 10000),
	CONSTRAINT "payment_plan_milestones_due_check" CHECK (("payment_plan_milestones"."trigger" = 'stage') = ("payment_plan_milestones"."stage_key" is not null) and ("payment_plan_milestones"."trigger" = 'date') = ("payment_plan_milestones"."due_on" is not null) and ("payment_plan_milestones"."trigger" = 'days_after_booking') = ("payment_plan_milestones"."due_after_days" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"parking_split" text DEFAULT 'pro_rata' NOT NULL,
	"location_split" text DEFAULT 'pro_rata' NOT NULL,
	"note" text,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_plans_kind_check" CHECK ("payment_plans"."kind" in ('construction_linked', 'down_payment', 'time_linked')),
	CONSTRAINT "payment_plans_parking_split_check" CHECK ("payment_plans"."parking_split" in ('pro_rata', 'milestones')),
	CONSTRAINT "payment_plans_location_split_check" CHECK ("payment_plans"."location_split" in ('pro_rata', 'milestones'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_plan_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_instalments" ADD CONSTRAINT "booking_instalments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_instalment_id_booking_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."booking_instalments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_tower_stage_id_tower_stages_id_fk" FOREIGN KEY ("tower_stage_id") REFERENCES "public"."tower_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_letter_file_id_files_id_fk" FOREIGN KEY ("letter_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_rera_override_id_rera_overrides_id_fk" FOREIGN KEY ("rera_override_id") REFERENCES "public"."rera_overrides"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_allocations" ADD CONSTRAINT "receipt_allocations_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_allocations" ADD CONSTRAINT "receipt_allocations_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_receipt_file_id_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_entity_payment_id_entity_payments_id_fk" FOREIGN KEY ("entity_payment_id") REFERENCES "public"."entity_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rera_overrides" ADD CONSTRAINT "rera_overrides_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rera_overrides" ADD CONSTRAINT "rera_overrides_instalment_id_booking_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."booking_instalments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rera_overrides" ADD CONSTRAINT "rera_overrides_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tower_stage_files" ADD CONSTRAINT "tower_stage_files_tower_stage_id_tower_stages_id_fk" FOREIGN KEY ("tower_stage_id") REFERENCES "public"."tower_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tower_stage_files" ADD CONSTRAINT "tower_stage_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tower_stages" ADD CONSTRAINT "tower_stages_tower_id_towers_id_fk" FOREIGN KEY ("tower_id") REFERENCES "public"."towers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tower_stages" ADD CONSTRAINT "tower_stages_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plan_milestones" ADD CONSTRAINT "payment_plan_milestones_plan_id_payment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_instalments_booking_idx" ON "booking_instalments" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "booking_instalments_stage_idx" ON "booking_instalments" USING btree ("stage_key","booking_id") WHERE "booking_instalments"."stage_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "demands_no_key" ON "demands" USING btree ("demand_no");--> statement-breakpoint
CREATE UNIQUE INDEX "demands_booking_instalment_key" ON "demands" USING btree ("booking_id","instalment_id");--> statement-breakpoint
CREATE INDEX "demands_booking_idx" ON "demands" USING btree ("booking_id","raised_on");--> statement-breakpoint
CREATE INDEX "demands_open_due_idx" ON "demands" USING btree ("due_on") WHERE "demands"."status" in ('raised', 'sent', 'part_paid');--> statement-breakpoint
CREATE INDEX "demands_stage_idx" ON "demands" USING btree ("tower_stage_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_allocations_key" ON "receipt_allocations" USING btree ("receipt_id","demand_id");--> statement-breakpoint
CREATE INDEX "receipt_allocations_demand_idx" ON "receipt_allocations" USING btree ("demand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_no_key" ON "receipts" USING btree ("receipt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_entity_payment_key" ON "receipts" USING btree ("entity_payment_id");--> statement-breakpoint
CREATE INDEX "receipts_booking_idx" ON "receipts" USING btree ("booking_id","received_on");--> statement-breakpoint
CREATE INDEX "receipts_received_idx" ON "receipts" USING btree ("received_on","id");--> statement-breakpoint
CREATE INDEX "receipts_form16b_pending_idx" ON "receipts" USING btree ("received_on") WHERE "receipts"."form16b_status" = 'pending';--> statement-breakpoint
CREATE INDEX "rera_overrides_booking_idx" ON "rera_overrides" USING btree ("booking_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "tower_stages_tower_stage_key" ON "tower_stages" USING btree ("tower_id","stage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_plan_milestones_position_key" ON "payment_plan_milestones" USING btree ("plan_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_plans_project_name_key" ON "payment_plans" USING btree ("project_id",lower("name"));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_plan_id_payment_plans_id_fk" FOREIGN KEY ("payment_plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE set null ON UPDATE no action;