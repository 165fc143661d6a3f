CREATE TABLE "banks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"account_holder" text NOT NULL,
	"acc_no" text NOT NULL,
	"ifsc" text NOT NULL,
	"branch" text,
	"message" text,
	"terms" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"address" text,
	"city" text,
	"state" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_profile" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text,
	"state" text NOT NULL,
	"pincode" text,
	"gstin" text,
	"phone" text,
	"email" text,
	"website" text,
	"signatory_name" text,
	"signatory_title" text,
	"logo_file_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_profile_single_row" CHECK ("company_profile"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "customer_properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_name" text NOT NULL,
	"address" text NOT NULL,
	"contact" text NOT NULL,
	"type" text NOT NULL,
	"sub_type" text NOT NULL,
	"project_name" text NOT NULL,
	"profile_file_id" uuid,
	"aadhar_card_file_id" uuid,
	"pan_card_file_id" uuid,
	"light_bill_file_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_properties_contact_check" CHECK ("customer_properties"."contact" ~ '^91[0-9]{10}$'),
	CONSTRAINT "customer_properties_type_check" CHECK (("customer_properties"."type" = 'Residential' and "customer_properties"."sub_type" in ('1BHK', '2BHK', '3BHK', '4BHK'))
        or ("customer_properties"."type" = 'Commercial' and "customer_properties"."sub_type" in ('Offices', 'Shops')))
);
--> statement-breakpoint
CREATE TABLE "customer_property_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_property_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"description" text,
	"file_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_category_check" CHECK ("documents"."category" in ('Agreement', 'Approval', 'Brochure', 'Floor Plan', 'Legal', 'Price List', 'Receipt', 'Other'))
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quotation_id" uuid,
	"title" text DEFAULT '' NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drafts_kind_check" CHECK ("drafts"."kind" in ('quotation-create', 'quotation-edit'))
);
--> statement-breakpoint
CREATE TABLE "customer_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"relation" text NOT NULL,
	"mobile" text,
	"email" text,
	"pan" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_contacts_kind_check" CHECK ("customer_contacts"."kind" in ('co_applicant', 'family'))
);
--> statement-breakpoint
CREATE TABLE "entities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text,
	"email" text,
	"pan" text,
	"gstin" text,
	"address" text,
	"project" text,
	"wing" text,
	"flat_no" text,
	"floor" text,
	"carpet_area" numeric(12, 2),
	"agreement_value" numeric(14, 2),
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entities_type_check" CHECK ("entities"."type" in ('customer', 'land_owner', 'channel_partner', 'contractor', 'other')),
	CONSTRAINT "entities_agreement_value_check" CHECK ("entities"."agreement_value" is null or "entities"."agreement_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "entity_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "entity_history_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entity_id" uuid NOT NULL,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"changes" jsonb NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"date" date NOT NULL,
	"mode" text NOT NULL,
	"reference" text,
	"bank" text,
	"note" text,
	"direction" text DEFAULT 'received' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entity_payments_amount_check" CHECK ("entity_payments"."amount" > 0),
	CONSTRAINT "entity_payments_mode_check" CHECK ("entity_payments"."mode" in ('cash', 'cheque', 'rtgs', 'upi')),
	CONSTRAINT "entity_payments_direction_check" CHECK ("entity_payments"."direction" in ('received', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "file_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid,
	"file_name" text NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"read_capability" text NOT NULL,
	"audited" boolean DEFAULT false NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_size_check" CHECK ("files"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "important_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"pan" text,
	"profession" text NOT NULL,
	"date" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "important_contacts_mobile_check" CHECK ("important_contacts"."mobile" ~ '^\+91[0-9]{10}$'),
	CONSTRAINT "important_contacts_pan_check" CHECK ("important_contacts"."pan" is null or "important_contacts"."pan" ~ '^[A-Z]{5}[0-9]{4}[A-Z]$')
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_serial" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_no" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"invoice_date" date NOT NULL,
	"quotation_id" uuid,
	"quote_no" text NOT NULL,
	"supplier" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"place_of_supply" text NOT NULL,
	"place_of_supply_code" text NOT NULL,
	"supply_type" text NOT NULL,
	"lines" jsonb NOT NULL,
	"signatory" jsonb NOT NULL,
	"taxable_value" numeric(14, 2) NOT NULL,
	"cgst" numeric(14, 2) NOT NULL,
	"sgst" numeric(14, 2) NOT NULL,
	"igst" numeric(14, 2) NOT NULL,
	"grand_total" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('issued', 'cancelled')),
	CONSTRAINT "invoices_supply_type_check" CHECK ("invoices"."supply_type" in ('intra', 'inter')),
	CONSTRAINT "invoices_number_length_check" CHECK (length("invoices"."invoice_no") <= 16)
);
--> statement-breakpoint
CREATE TABLE "issued_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_id" uuid NOT NULL,
	"type" text NOT NULL,
	"fields" jsonb NOT NULL,
	"issued_by" uuid,
	"issued_by_name" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issued_letters_type_check" CHECK ("issued_letters"."type" in ('demand', 'receipt', 'noc', 'cost_breakup', 'possession'))
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"hsn" text,
	"rate" numeric(14, 2) NOT NULL,
	"gst" numeric(5, 2) NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materials_rate_check" CHECK ("materials"."rate" >= 0),
	CONSTRAINT "materials_gst_check" CHECK ("materials"."gst" >= 0 and "materials"."gst" <= 100)
);
--> statement-breakpoint
CREATE TABLE "purchase_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"material_id" uuid NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	"rate" numeric(14, 2) NOT NULL,
	"gst" numeric(5, 2) NOT NULL,
	"taxable" numeric(14, 2) NOT NULL,
	"cgst" numeric(14, 2) NOT NULL,
	"sgst" numeric(14, 2) NOT NULL,
	"igst" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	CONSTRAINT "purchase_items_qty_check" CHECK ("purchase_items"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"date" date NOT NULL,
	"mode" text NOT NULL,
	"reference" text,
	"note" text,
	"advance" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_payments_amount_check" CHECK ("purchase_payments"."amount" > 0),
	CONSTRAINT "purchase_payments_mode_check" CHECK ("purchase_payments"."mode" in ('cash', 'cheque', 'rtgs', 'upi'))
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"invoice_no" text NOT NULL,
	"date" date NOT NULL,
	"supply_type" text NOT NULL,
	"notes" text,
	"subtotal" numeric(14, 2) NOT NULL,
	"cgst" numeric(14, 2) NOT NULL,
	"sgst" numeric(14, 2) NOT NULL,
	"igst" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_supply_type_check" CHECK ("purchases"."supply_type" in ('intra', 'inter')),
	CONSTRAINT "purchases_total_check" CHECK ("purchases"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"contact_person" text,
	"mobile" text NOT NULL,
	"email" text,
	"gstin" text,
	"address" text,
	"state" text NOT NULL,
	"bank_name" text,
	"acc_no" text,
	"ifsc" text,
	"bank_branch" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_no" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"valid" date NOT NULL,
	"quote_date" date NOT NULL,
	"branchtype" text NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"gstin" text DEFAULT '' NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"billing" jsonb NOT NULL,
	"shipping" jsonb NOT NULL,
	"bank" jsonb NOT NULL,
	"products" jsonb NOT NULL,
	"total_amount_before_tax" numeric(14, 2) NOT NULL,
	"total_cgst" numeric(14, 2) NOT NULL,
	"total_sgst" numeric(14, 2) NOT NULL,
	"total_igst" numeric(14, 2) NOT NULL,
	"grand_total" numeric(14, 2) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotations_branchtype_check" CHECK ("quotations"."branchtype" in ('Residential', 'Commercial'))
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_tokens_purpose_check" CHECK ("password_tokens"."purpose" in ('invite', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text,
	"role" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"password_hash" text,
	"branch_id" uuid,
	"reports_to" uuid,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" is null or "users"."role" in (0, 1, 2)),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'deactivated'))
);
--> statement-breakpoint
ALTER TABLE "company_profile" ADD CONSTRAINT "company_profile_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_properties" ADD CONSTRAINT "customer_properties_profile_file_id_files_id_fk" FOREIGN KEY ("profile_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_properties" ADD CONSTRAINT "customer_properties_aadhar_card_file_id_files_id_fk" FOREIGN KEY ("aadhar_card_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_properties" ADD CONSTRAINT "customer_properties_pan_card_file_id_files_id_fk" FOREIGN KEY ("pan_card_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_properties" ADD CONSTRAINT "customer_properties_light_bill_file_id_files_id_fk" FOREIGN KEY ("light_bill_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_properties" ADD CONSTRAINT "customer_properties_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_property_documents" ADD CONSTRAINT "customer_property_documents_customer_property_id_customer_properties_id_fk" FOREIGN KEY ("customer_property_id") REFERENCES "public"."customer_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_property_documents" ADD CONSTRAINT "customer_property_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_documents" ADD CONSTRAINT "entity_documents_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_documents" ADD CONSTRAINT "entity_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_documents" ADD CONSTRAINT "entity_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_history" ADD CONSTRAINT "entity_history_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_history" ADD CONSTRAINT "entity_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_payments" ADD CONSTRAINT "entity_payments_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_payments" ADD CONSTRAINT "entity_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_access_log" ADD CONSTRAINT "file_access_log_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_access_log" ADD CONSTRAINT "file_access_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "important_contacts" ADD CONSTRAINT "important_contacts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_letters" ADD CONSTRAINT "issued_letters_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_letters" ADD CONSTRAINT "issued_letters_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_attachments" ADD CONSTRAINT "purchase_attachments_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_attachments" ADD CONSTRAINT "purchase_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_payments" ADD CONSTRAINT "purchase_payments_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_payments" ADD CONSTRAINT "purchase_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reports_to_users_id_fk" FOREIGN KEY ("reports_to") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "banks_account_unique" ON "banks" USING btree ("ifsc","acc_no");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_name_unique" ON "branches" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "customer_properties_type_idx" ON "customer_properties" USING btree ("type","sub_type","created_at");--> statement-breakpoint
CREATE INDEX "customer_properties_created_idx" ON "customer_properties" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "customer_properties_owner_trgm_idx" ON "customer_properties" USING gin ("owner_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_property_documents_owner_idx" ON "customer_property_documents" USING btree ("customer_property_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_created_idx" ON "documents" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "documents_category_idx" ON "documents" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "documents_uploader_idx" ON "documents" USING btree ("uploaded_by","created_at");--> statement-breakpoint
CREATE INDEX "documents_title_trgm_idx" ON "documents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "drafts_user_idx" ON "drafts" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_contacts_entity_idx" ON "customer_contacts" USING btree ("entity_id","created_at");--> statement-breakpoint
CREATE INDEX "entities_type_name_idx" ON "entities" USING btree ("type","name");--> statement-breakpoint
CREATE INDEX "entities_name_trgm_idx" ON "entities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entities_mobile_idx" ON "entities" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "entity_documents_entity_idx" ON "entity_documents" USING btree ("entity_id","created_at");--> statement-breakpoint
CREATE INDEX "entity_history_entity_idx" ON "entity_history" USING btree ("entity_id","seq");--> statement-breakpoint
CREATE INDEX "entity_payments_entity_idx" ON "entity_payments" USING btree ("entity_id","date");--> statement-breakpoint
CREATE INDEX "file_access_log_at_idx" ON "file_access_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "file_access_log_file_idx" ON "file_access_log" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "important_contacts_created_idx" ON "important_contacts" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_invoice_no_unique" ON "invoices" USING btree ("invoice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_serial_unique" ON "invoices" USING btree ("financial_year","serial");--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_quotation_idx" ON "invoices" USING btree ("quotation_id");--> statement-breakpoint
CREATE INDEX "issued_letters_entity_idx" ON "issued_letters" USING btree ("entity_id","issued_at");--> statement-breakpoint
CREATE INDEX "issued_letters_issued_at_idx" ON "issued_letters" USING btree ("issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_name_unit_unique" ON "materials" USING btree (lower("name"),lower("unit"));--> statement-breakpoint
CREATE INDEX "purchase_attachments_purchase_idx" ON "purchase_attachments" USING btree ("purchase_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_items_purchase_idx" ON "purchase_items" USING btree ("purchase_id","line_no");--> statement-breakpoint
CREATE INDEX "purchase_items_material_idx" ON "purchase_items" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "purchase_payments_purchase_idx" ON "purchase_payments" USING btree ("purchase_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_supplier_invoice_unique" ON "purchases" USING btree ("supplier_id",lower("invoice_no"));--> statement-breakpoint
CREATE INDEX "purchases_date_idx" ON "purchases" USING btree ("date");--> statement-breakpoint
CREATE INDEX "purchases_supplier_date_idx" ON "purchases" USING btree ("supplier_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_unique" ON "suppliers" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_quote_no_unique" ON "quotations" USING btree (lower("quote_no"));--> statement-breakpoint
CREATE INDEX "quotations_date_order_idx" ON "quotations" USING btree ("quote_date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotations_type_idx" ON "quotations" USING btree (lower("type"));--> statement-breakpoint
CREATE INDEX "quotations_quote_no_trgm_idx" ON "quotations" USING gin ("quote_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotations_name_trgm_idx" ON "quotations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotations_mobile_trgm_idx" ON "quotations" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sources_name_unique" ON "sources" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "password_tokens_hash_unique" ON "password_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_tokens_user_idx" ON "password_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");