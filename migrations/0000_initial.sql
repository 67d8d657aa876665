CREATE TABLE "entity_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb NOT NULL
);

--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text,
	"storage_key" text NOT NULL,
	"is_temp" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "password_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);

--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);

--> statement-breakpoint
CREATE TABLE "user_credentials" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"is_adx" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"code" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"inn" text,
	"is_adx" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "billing_info_presets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"field_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"first_name" text,
	"last_name" text,
	"full_name" text,
	"phone" text,
	"department_id" integer,
	"locale" text,
	"role" text,
	"is_active" boolean DEFAULT false NOT NULL,
	"is_super_admin" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "product_formats" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "kktu" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "bt_urls" (
	"id" serial PRIMARY KEY NOT NULL,
	"urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "pipe_organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"crm_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "holdings" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"pipe_organization_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"type" text,
	"user_id" integer,
	"holding_id" integer,
	"comment" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "brand_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"brand_area_id" integer,
	"pipe_organization_id" integer,
	"user_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "brand_verticals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"brand_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "legal_entities" (
	"id" serial PRIMARY KEY NOT NULL,
	"fullname" text,
	"name" text,
	"client_id" integer,
	"accountant" text,
	"email" text,
	"phone" text,
	"web" text,
	"billing_address" text,
	"address" text,
	"ceo_name" text,
	"is_trustee" boolean DEFAULT false NOT NULL,
	"trustee_name" text,
	"trustee_confirm_doc" text,
	"legal_form" text,
	"country_id" integer,
	"billing_info_preset_id" integer,
	"billing_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_pipe_organization_id_pipe_organizations_id_fk" FOREIGN KEY ("pipe_organization_id") REFERENCES "public"."pipe_organizations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_holding_id_holdings_id_fk" FOREIGN KEY ("holding_id") REFERENCES "public"."holdings"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_brand_area_id_brand_areas_id_fk" FOREIGN KEY ("brand_area_id") REFERENCES "public"."brand_areas"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_pipe_organization_id_pipe_organizations_id_fk" FOREIGN KEY ("pipe_organization_id") REFERENCES "public"."pipe_organizations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "brand_verticals" ADD CONSTRAINT "brand_verticals_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "legal_entities" ADD CONSTRAINT "legal_entities_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "legal_entities" ADD CONSTRAINT "legal_entities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "legal_entities" ADD CONSTRAINT "legal_entities_billing_info_preset_id_billing_info_presets_id_fk" FOREIGN KEY ("billing_info_preset_id") REFERENCES "public"."billing_info_presets"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "entity_history_record_idx" ON "entity_history" USING btree ("entity","record_id","id");
--> statement-breakpoint
CREATE INDEX "password_tokens_user_idx" ON "password_tokens" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "countries_name_idx" ON "countries" USING btree ("name");
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");
--> statement-breakpoint
CREATE INDEX "users_full_name_idx" ON "users" USING btree ("full_name");
--> statement-breakpoint
CREATE INDEX "users_is_active_idx" ON "users" USING btree ("is_active");
--> statement-breakpoint
CREATE INDEX "product_formats_name_idx" ON "product_formats" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "kktu_code_idx" ON "kktu" USING btree ("code");
--> statement-breakpoint
CREATE INDEX "pipe_organizations_name_idx" ON "pipe_organizations" USING btree ("name");
--> statement-breakpoint
CREATE UNIQUE INDEX "pipe_organizations_crm_id_uq" ON "pipe_organizations" USING btree ("crm_id");
--> statement-breakpoint
CREATE INDEX "holdings_name_idx" ON "holdings" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "clients_user_idx" ON "clients" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "clients_holding_idx" ON "clients" USING btree ("holding_id");
--> statement-breakpoint
CREATE INDEX "brands_name_idx" ON "brands" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "brand_verticals_name_idx" ON "brand_verticals" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "brand_verticals_brand_idx" ON "brand_verticals" USING btree ("brand_id");
--> statement-breakpoint
CREATE INDEX "legal_entities_name_idx" ON "legal_entities" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "legal_entities_client_idx" ON "legal_entities" USING btree ("client_id");
