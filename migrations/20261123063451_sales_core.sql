CREATE TABLE "order_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);

--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT 1 NOT NULL,
	"client_id" integer,
	"legal_entity_id" integer,
	"responsible_id" integer,
	"number" text,
	"date" date,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"type" text,
	"intermediary_type" text,
	"subject" text,
	"parent_contract_id" integer,
	"nds" numeric(18, 4) DEFAULT 20 NOT NULL,
	"nds_included" boolean DEFAULT true NOT NULL,
	"price" numeric(16, 2),
	"postpone_days" integer DEFAULT 30 NOT NULL,
	"file_scan" integer,
	"is_adx" boolean DEFAULT false NOT NULL,
	"otm_id" text,
	"ozon_id" text,
	"vk_id" text,
	"is_updated" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "original_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"date" date,
	"responsible_id" integer,
	"client_id" integer,
	"customer_id" integer,
	"type" text,
	"intermediary_type" text,
	"subject" text,
	"price" numeric(16, 2),
	"is_adx" boolean DEFAULT false NOT NULL,
	"nds_included" boolean DEFAULT true NOT NULL,
	"parent_contract_id" integer,
	"otm_id" text,
	"ozon_id" text,
	"vk_id" text,
	"is_updated" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"name" text,
	"client_id" integer,
	"legal_entity_id" integer,
	"contract_id" integer,
	"original_contract_id" integer,
	"brand_id" integer,
	"vertical_id" integer,
	"country_id" integer DEFAULT 129 NOT NULL,
	"status" text DEFAULT 'PREPARED' NOT NULL,
	"responsible_id" integer,
	"traffic_manager_id" integer,
	"account_manager_id" integer,
	"sales_adviser_id" integer,
	"department_id" integer DEFAULT 1 NOT NULL,
	"date_report" date,
	"date_start" date,
	"date_end" date,
	"additional_contract_date" date,
	"ord" text,
	"site" text,
	"is_imho" boolean DEFAULT false NOT NULL,
	"is_first_service" boolean DEFAULT false NOT NULL,
	"is_checked" boolean DEFAULT false NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"upsell" boolean DEFAULT false NOT NULL,
	"nds" numeric(18, 4) DEFAULT 20 NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"postpone_days" integer,
	"additional_contract" text,
	"additional_number" text,
	"attachment_number" text,
	"comment" text,
	"domain_black_list" text,
	"domain_white_list" text,
	"acc_predict_payment_date" date,
	"acc_comment" text,
	"sum_without_nds" numeric(16, 2),
	"sum_with_nds" numeric(16, 2),
	"commission" numeric(16, 2),
	"net_sum" numeric(16, 2),
	"amount" numeric(18, 4),
	"payment_sum" numeric(16, 2),
	"payment_status" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"name" text,
	"place" text,
	"format_id" integer,
	"buy_type" text,
	"device" text,
	"type" text DEFAULT 'CLICKS' NOT NULL,
	"price" numeric(16, 2),
	"amount" numeric(18, 4),
	"amount_fact" numeric(18, 4) DEFAULT 0 NOT NULL,
	"realized_items" numeric(18, 4) DEFAULT 0 NOT NULL,
	"discount" numeric(18, 4) DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT 'PERCENTS' NOT NULL,
	"commission" numeric(18, 4) DEFAULT 0 NOT NULL,
	"commission_type" text DEFAULT 'PERCENTS' NOT NULL,
	"nds_calculation" text DEFAULT 'ACCRUE' NOT NULL,
	"plan_price" numeric(16, 2),
	"true_price" numeric(16, 2) DEFAULT 0 NOT NULL,
	"costs" numeric(16, 2),
	"data_costs" numeric(16, 2),
	"ssp_costs" numeric(16, 2),
	"sum_without_nds" numeric(16, 2),
	"sum_with_nds" numeric(16, 2),
	"commission_sum" numeric(16, 2),
	"net_sum" numeric(16, 2),
	"margin_planned" numeric(16, 2),
	"margin_actual" numeric(16, 2),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"order_id" integer,
	"date" date,
	"sum" numeric(16, 2),
	"number" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "is_active" SET DEFAULT true;
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_parent_contract_id_contracts_id_fk" FOREIGN KEY ("parent_contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "original_contracts" ADD CONSTRAINT "original_contracts_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "original_contracts" ADD CONSTRAINT "original_contracts_client_id_legal_entities_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."legal_entities"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "original_contracts" ADD CONSTRAINT "original_contracts_customer_id_legal_entities_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."legal_entities"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "original_contracts" ADD CONSTRAINT "original_contracts_parent_contract_id_original_contracts_id_fk" FOREIGN KEY ("parent_contract_id") REFERENCES "public"."original_contracts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_original_contract_id_original_contracts_id_fk" FOREIGN KEY ("original_contract_id") REFERENCES "public"."original_contracts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vertical_id_brand_verticals_id_fk" FOREIGN KEY ("vertical_id") REFERENCES "public"."brand_verticals"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_traffic_manager_id_users_id_fk" FOREIGN KEY ("traffic_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_manager_id_users_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sales_adviser_id_users_id_fk" FOREIGN KEY ("sales_adviser_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_format_id_product_formats_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."product_formats"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "contracts_client_idx" ON "contracts" USING btree ("client_id");
--> statement-breakpoint
CREATE INDEX "contracts_legal_entity_idx" ON "contracts" USING btree ("legal_entity_id");
--> statement-breakpoint
CREATE INDEX "contracts_number_idx" ON "contracts" USING btree ("number");
--> statement-breakpoint
CREATE INDEX "contracts_is_adx_idx" ON "contracts" USING btree ("is_adx");
--> statement-breakpoint
CREATE INDEX "contracts_number_trgm" ON "contracts" USING gin ("number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "contracts_responsible_date_idx" ON "contracts" USING btree ("responsible_id","date");
--> statement-breakpoint
CREATE INDEX "original_contracts_number_idx" ON "original_contracts" USING btree ("number");
--> statement-breakpoint
CREATE INDEX "original_contracts_responsible_idx" ON "original_contracts" USING btree ("responsible_id");
--> statement-breakpoint
CREATE INDEX "original_contracts_is_adx_idx" ON "original_contracts" USING btree ("is_adx");
--> statement-breakpoint
CREATE INDEX "original_contracts_number_trgm" ON "original_contracts" USING gin ("number" gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_uq" ON "orders" USING btree ("number");
--> statement-breakpoint
CREATE INDEX "orders_client_idx" ON "orders" USING btree ("client_id");
--> statement-breakpoint
CREATE INDEX "orders_contract_idx" ON "orders" USING btree ("contract_id");
--> statement-breakpoint
CREATE INDEX "orders_is_locked_idx" ON "orders" USING btree ("is_locked");
--> statement-breakpoint
CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status");
--> statement-breakpoint
CREATE INDEX "orders_name_trgm" ON "orders" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "orders_number_trgm" ON "orders" USING gin ("number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "orders_date_report_department_idx" ON "orders" USING btree ("date_report","department_id");
--> statement-breakpoint
CREATE INDEX "orders_date_report_responsible_idx" ON "orders" USING btree ("date_report","responsible_id");
--> statement-breakpoint
CREATE INDEX "products_order_idx" ON "products" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("client_id");
--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("date");
--> statement-breakpoint
CREATE INDEX "invoices_number_trgm" ON "invoices" USING gin ("number" gin_trgm_ops);
