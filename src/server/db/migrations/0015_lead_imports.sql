CREATE TABLE "lead_import_staging" (
	"import_id" uuid NOT NULL,
	"row_no" integer NOT NULL,
	"reason" text,
	"cells" jsonb,
	"name" text,
	"mobile" text,
	"alternate_mobile" text,
	"email" text,
	"source_id" uuid,
	"branch_id" uuid,
	"assigned_to" uuid,
	"project" text,
	"requirement" text,
	"budget" numeric(14, 2),
	"city" text,
	"status" text,
	"next_follow_up_at" timestamp with time zone,
	"notes" text,
	"created_at" timestamp with time zone,
	"lead_id" uuid,
	"match" text,
	CONSTRAINT "lead_import_staging_import_id_row_no_pk" PRIMARY KEY("import_id","row_no")
);
--> statement-breakpoint
CREATE INDEX "lead_import_staging_mobile_idx" ON "lead_import_staging" USING btree ("import_id","mobile");--> statement-breakpoint
CREATE INDEX "leads_binned_mobile_idx" ON "leads" USING btree ("mobile") WHERE "leads"."deleted_at" is not null;