CREATE TABLE "booking_applicants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"mobile" text,
	"email" text,
	"pan" text,
	"address" text,
	"woman" boolean DEFAULT false NOT NULL,
	"relation" text,
	"entity_id" uuid,
	CONSTRAINT "booking_applicants_mobile_check" CHECK ("booking_applicants"."mobile" is null or "booking_applicants"."mobile" ~ '^91[0-9]{10}$'),
	CONSTRAINT "booking_applicants_position_check" CHECK ("booking_applicants"."position" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" uuid,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_no" text NOT NULL,
	"unit_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"lead_id" uuid,
	"entity_id" uuid,
	"customer_property_id" uuid,
	"booking_date" date NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"price_list_id" uuid,
	"cost_sheet" jsonb NOT NULL,
	"agreement_value" numeric(14, 2) NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"gst_percent" numeric(5, 2) NOT NULL,
	"discount_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"discount_status" text DEFAULT 'none' NOT NULL,
	"discount_requested_by" uuid,
	"discount_decided_by" uuid,
	"discount_decided_at" timestamp with time zone,
	"discount_note" text,
	"booking_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"agreement_registered_on" date,
	"possession_on" date,
	"cancelled_on" date,
	"cancellation_charges" numeric(14, 2),
	"cancellation_reason" text,
	"transferred_to_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('booked', 'agreement_registered', 'possession_given', 'cancelled', 'transferred')),
	CONSTRAINT "bookings_discount_status_check" CHECK ("bookings"."discount_status" in ('none', 'pending', 'approved', 'rejected')),
	CONSTRAINT "bookings_discount_check" CHECK ("bookings"."discount_percent" >= 0 and "bookings"."discount_percent" < 100),
	CONSTRAINT "bookings_amounts_check" CHECK ("bookings"."agreement_value" >= 0 and "bookings"."total_amount" >= 0 and "bookings"."booking_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"rate_basis" text DEFAULT 'carpet' NOT NULL,
	"base_rate_per_sqft" numeric(12, 2) NOT NULL,
	"floor_rise_above_floor" integer,
	"floor_rise_per_sqft" numeric(12, 2),
	"parking_per_slot" numeric(14, 2) DEFAULT '0' NOT NULL,
	"location_charges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"other_charges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_rate_basis_check" CHECK ("price_lists"."rate_basis" in ('carpet', 'saleable')),
	CONSTRAINT "price_lists_base_rate_check" CHECK ("price_lists"."base_rate_per_sqft" > 0),
	CONSTRAINT "price_lists_floor_rise_check" CHECK (("price_lists"."floor_rise_above_floor" is null) = ("price_lists"."floor_rise_per_sqft" is null))
);
--> statement-breakpoint
CREATE TABLE "towers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"floor_from" integer DEFAULT 0 NOT NULL,
	"floor_to" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "towers_floors_check" CHECK ("towers"."floor_from" <= "towers"."floor_to" and "towers"."floor_to" <= 200 and "towers"."floor_from" >= -10)
);
--> statement-breakpoint
CREATE TABLE "unit_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"held_by" uuid,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"extended_by" uuid,
	"extended_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "unit_holds_end_check" CHECK (("unit_holds"."ended_at" is null) = ("unit_holds"."end_reason" is null)),
	CONSTRAINT "unit_holds_end_reason_check" CHECK ("unit_holds"."end_reason" is null or "unit_holds"."end_reason" in ('released', 'lapsed', 'booked'))
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"tower_id" uuid NOT NULL,
	"number" text NOT NULL,
	"floor" integer NOT NULL,
	"type" text NOT NULL,
	"carpet_sqm" numeric(10, 2) NOT NULL,
	"balcony_sqm" numeric(10, 2) DEFAULT '0' NOT NULL,
	"saleable_sqm" numeric(10, 2) NOT NULL,
	"facing" text,
	"parking_slots" integer DEFAULT 0 NOT NULL,
	"locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"blocked_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_type_check" CHECK ("units"."type" in ('1BHK', '2BHK', '3BHK', '4BHK', 'Row house', 'Offices', 'Shops', 'Plot')),
	CONSTRAINT "units_status_check" CHECK ("units"."status" in ('available', 'held', 'booked', 'agreement_registered', 'blocked', 'sold')),
	CONSTRAINT "units_facing_check" CHECK ("units"."facing" is null or "units"."facing" in ('N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW')),
	CONSTRAINT "units_areas_check" CHECK ("units"."carpet_sqm" > 0 and "units"."balcony_sqm" >= 0 and "units"."saleable_sqm" >= "units"."carpet_sqm"),
	CONSTRAINT "units_parking_check" CHECK ("units"."parking_slots" between 0 and 20)
);
--> statement-breakpoint
CREATE TABLE "project_documents" (
	"project_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"kind" text DEFAULT 'floor_plan' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_documents_kind_check" CHECK ("project_documents"."kind" in ('floor_plan', 'other'))
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"rera_number" text,
	"address" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"metro" boolean DEFAULT false NOT NULL,
	"branch_id" uuid,
	"launch_date" date,
	"possession_date" date,
	"completion_certificate_on" date,
	"status" text DEFAULT 'pre_launch' NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"brochure_document_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_status_check" CHECK ("projects"."status" in ('pre_launch', 'launched', 'under_construction', 'ready')),
	CONSTRAINT "projects_latitude_check" CHECK ("projects"."latitude" is null or "projects"."latitude" between -90 and 90),
	CONSTRAINT "projects_longitude_check" CHECK ("projects"."longitude" is null or "projects"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "stamp_duty_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state" text NOT NULL,
	"area" text NOT NULL,
	"stamp_duty_percent" numeric(5, 2) NOT NULL,
	"woman_concession_points" numeric(5, 2) DEFAULT '0' NOT NULL,
	"registration_percent" numeric(5, 2) NOT NULL,
	"registration_cap_rupees" numeric(14, 2),
	"source" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stamp_duty_rates_percent_check" CHECK ("stamp_duty_rates"."stamp_duty_percent" between 0 and 20 and "stamp_duty_rates"."registration_percent" between 0 and 10 and "stamp_duty_rates"."woman_concession_points" between 0 and "stamp_duty_rates"."stamp_duty_percent")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_applicants" ADD CONSTRAINT "booking_applicants_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_applicants" ADD CONSTRAINT "booking_applicants_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_property_id_customer_properties_id_fk" FOREIGN KEY ("customer_property_id") REFERENCES "public"."customer_properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_discount_requested_by_users_id_fk" FOREIGN KEY ("discount_requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_discount_decided_by_users_id_fk" FOREIGN KEY ("discount_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "towers" ADD CONSTRAINT "towers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_holds" ADD CONSTRAINT "unit_holds_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_holds" ADD CONSTRAINT "unit_holds_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_holds" ADD CONSTRAINT "unit_holds_held_by_users_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_holds" ADD CONSTRAINT "unit_holds_extended_by_users_id_fk" FOREIGN KEY ("extended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_tower_id_towers_id_fk" FOREIGN KEY ("tower_id") REFERENCES "public"."towers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_brochure_document_id_documents_id_fk" FOREIGN KEY ("brochure_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_duty_rates" ADD CONSTRAINT "stamp_duty_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_applicants_position_key" ON "booking_applicants" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "booking_applicants_entity_idx" ON "booking_applicants" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "booking_applicants_mobile_idx" ON "booking_applicants" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_no_key" ON "bookings" USING btree ("booking_no");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_live_unit_key" ON "bookings" USING btree ("unit_id") WHERE "bookings"."status" in ('booked', 'agreement_registered', 'possession_given');--> statement-breakpoint
CREATE INDEX "bookings_date_idx" ON "bookings" USING btree ("booking_date","id");--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_project_idx" ON "bookings" USING btree ("project_id","booking_date");--> statement-breakpoint
CREATE INDEX "bookings_lead_idx" ON "bookings" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "bookings_creator_idx" ON "bookings" USING btree ("created_by","booking_date");--> statement-breakpoint
CREATE INDEX "bookings_discount_pending_idx" ON "bookings" USING btree ("created_at") WHERE "bookings"."discount_status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_project_from_key" ON "price_lists" USING btree ("project_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "towers_project_name_key" ON "towers" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "unit_holds_open_key" ON "unit_holds" USING btree ("unit_id") WHERE "unit_holds"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "unit_holds_open_until_idx" ON "unit_holds" USING btree ("held_until") WHERE "unit_holds"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "unit_holds_lead_idx" ON "unit_holds" USING btree ("lead_id","held_at");--> statement-breakpoint
CREATE UNIQUE INDEX "units_tower_number_key" ON "units" USING btree ("tower_id",lower("number"));--> statement-breakpoint
CREATE INDEX "units_project_grid_idx" ON "units" USING btree ("project_id","tower_id","floor","number");--> statement-breakpoint
CREATE INDEX "units_project_status_idx" ON "units" USING btree ("project_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "project_documents_key" ON "project_documents" USING btree ("project_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_name_key" ON "projects" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "stamp_duty_rates_area_key" ON "stamp_duty_rates" USING btree (lower("state"),lower("area"));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_live_project_id_created_idx" ON "leads" USING btree ("project_id","created_at","id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
-- The Maharashtra rates a new installation starts with (src/domain/inventory/stamp-duty.ts); editable on /stamp-duty-rates.
INSERT INTO "stamp_duty_rates" ("state", "area", "stamp_duty_percent", "woman_concession_points", "registration_percent", "registration_cap_rupees", "source") VALUES
  ('Maharashtra', 'Mumbai', 6, 1, 1, 30000, 'Maharashtra rates after 1 April 2021: Mumbai 6% including 1% metro cess, Thane and Navi Mumbai 7%, 1 percentage point less for a woman buyer; registration 1% up to ₹30,000 (rajshreebuilders.com/buyers-guide.html).'),
  ('Maharashtra', 'Thane', 7, 1, 1, 30000, 'Maharashtra rates after 1 April 2021: Mumbai 6% including 1% metro cess, Thane and Navi Mumbai 7%, 1 percentage point less for a woman buyer; registration 1% up to ₹30,000 (rajshreebuilders.com/buyers-guide.html).'),
  ('Maharashtra', 'Navi Mumbai', 7, 1, 1, 30000, 'Maharashtra rates after 1 April 2021: Mumbai 6% including 1% metro cess, Thane and Navi Mumbai 7%, 1 percentage point less for a woman buyer; registration 1% up to ₹30,000 (rajshreebuilders.com/buyers-guide.html).');
