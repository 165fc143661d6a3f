CREATE TABLE "member_lead_branches" (
	"user_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	CONSTRAINT "member_lead_branches_user_id_branch_id_pk" PRIMARY KEY("user_id","branch_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "all_lead_branches" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_lead_branches" ADD CONSTRAINT "member_lead_branches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_lead_branches" ADD CONSTRAINT "member_lead_branches_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;