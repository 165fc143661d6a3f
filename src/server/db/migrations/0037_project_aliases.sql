CREATE TABLE "project_aliases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"text" text NOT NULL,
	"key" text NOT NULL,
	"project_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_aliases" ADD CONSTRAINT "project_aliases_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_aliases" ADD CONSTRAINT "project_aliases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_aliases_key_key" ON "project_aliases" USING btree ("key");--> statement-breakpoint
CREATE INDEX "project_aliases_project_idx" ON "project_aliases" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "leads_unmatched_project_key_idx" ON "leads" USING btree (lower(btrim(regexp_replace("project", '\s+', ' ', 'g')))) WHERE "leads"."project_id" is null and "leads"."project" is not null;