CREATE TABLE "nonmedia_figures" (
	"nonmedia_id" text NOT NULL,
	"day" date NOT NULL,
	"impressions" bigint NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nonmedia_figures_nonmedia_id_day_pk" PRIMARY KEY("nonmedia_id","day")
);

--> statement-breakpoint
CREATE TABLE "publisher_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT 4 NOT NULL,
	"legal_entity_id" integer,
	"number" text,
	"date" date,
	"postpone_days" integer DEFAULT 60 NOT NULL,
	"nds" numeric(18, 4) DEFAULT 20 NOT NULL,
	"link" text,
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
CREATE TABLE "publishers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"contract_id" integer,
	"type" text DEFAULT 'REGULAR' NOT NULL,
	"need_ord_report" boolean DEFAULT false NOT NULL,
	"report_by_panel" boolean DEFAULT false NOT NULL,
	"need_file_report" boolean DEFAULT false NOT NULL,
	"divide_by_domain" boolean DEFAULT false NOT NULL,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ssps" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"publisher_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "panels" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"email" text,
	"status" text,
	"places" integer,
	"in_monkey" boolean DEFAULT false NOT NULL,
	"publisher_id" integer,
	"comment" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "nonmedia" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"publisher_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "nonmedia_figures" ADD CONSTRAINT "nonmedia_figures_nonmedia_id_nonmedia_id_fk" FOREIGN KEY ("nonmedia_id") REFERENCES "public"."nonmedia"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "publisher_contracts" ADD CONSTRAINT "publisher_contracts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "publisher_contracts" ADD CONSTRAINT "publisher_contracts_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "publishers" ADD CONSTRAINT "publishers_contract_id_publisher_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."publisher_contracts"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ssps" ADD CONSTRAINT "ssps_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "panels" ADD CONSTRAINT "panels_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "nonmedia" ADD CONSTRAINT "nonmedia_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "publisher_contracts_organisation_idx" ON "publisher_contracts" USING btree ("organisation_id");
--> statement-breakpoint
CREATE INDEX "publisher_contracts_legal_entity_idx" ON "publisher_contracts" USING btree ("legal_entity_id");
--> statement-breakpoint
CREATE INDEX "publisher_contracts_number_idx" ON "publisher_contracts" USING btree ("number");
--> statement-breakpoint
CREATE INDEX "publisher_contracts_number_trgm" ON "publisher_contracts" USING gin ("number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "publishers_name_idx" ON "publishers" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "publishers_contract_idx" ON "publishers" USING btree ("contract_id");
--> statement-breakpoint
CREATE INDEX "publishers_type_idx" ON "publishers" USING btree ("type");
--> statement-breakpoint
CREATE INDEX "publishers_name_trgm" ON "publishers" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "ssps_name_idx" ON "ssps" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "ssps_publisher_idx" ON "ssps" USING btree ("publisher_id");
--> statement-breakpoint
CREATE INDEX "ssps_name_trgm" ON "ssps" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "panels_name_idx" ON "panels" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "panels_publisher_idx" ON "panels" USING btree ("publisher_id");
--> statement-breakpoint
CREATE INDEX "panels_name_trgm" ON "panels" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "panels_email_trgm" ON "panels" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "nonmedia_name_idx" ON "nonmedia" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "nonmedia_publisher_idx" ON "nonmedia" USING btree ("publisher_id");
--> statement-breakpoint
CREATE INDEX "nonmedia_name_trgm" ON "nonmedia" USING gin ("name" gin_trgm_ops);
