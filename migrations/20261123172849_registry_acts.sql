CREATE TABLE "erir_acts" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date,
	"number" text,
	"sum" numeric(16, 2),
	"commission" numeric(18, 4),
	"commission_sum" numeric(16, 2),
	"contract_id" integer,
	"order_id" integer,
	"customer_id" integer,
	"erir_api" text DEFAULT 'VK' NOT NULL,
	"ord_id" text,
	"is_updated" boolean DEFAULT false NOT NULL,
	"actual_impressions" integer,
	"items_sum" numeric(16, 2),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "erir_act_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"act_id" integer,
	"original_contract_id" integer,
	"sum" numeric(16, 2),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "erir_statistics" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date,
	"marker" text,
	"creative_id" integer,
	"marker_deleted" boolean DEFAULT false NOT NULL,
	"creative_registered" boolean DEFAULT false NOT NULL,
	"creative_has_contract" boolean DEFAULT false NOT NULL,
	"marker_in_bt" boolean DEFAULT false NOT NULL,
	"marker_in_monkey" boolean DEFAULT false NOT NULL,
	"original_contract_registered" boolean DEFAULT false NOT NULL,
	"contract_registered" boolean DEFAULT false NOT NULL,
	"volume" integer,
	"goal" text,
	"metric" text,
	"order_id" integer,
	"erir_api" text,
	"contracts" text[] DEFAULT '{}'::text[] NOT NULL,
	"bt_url" text,
	"sent_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "erir_acts" ADD CONSTRAINT "erir_acts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "erir_acts" ADD CONSTRAINT "erir_acts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "erir_acts" ADD CONSTRAINT "erir_acts_customer_id_legal_entities_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."legal_entities"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "erir_act_items" ADD CONSTRAINT "erir_act_items_act_id_erir_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "public"."erir_acts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "erir_act_items" ADD CONSTRAINT "erir_act_items_original_contract_id_original_contracts_id_fk" FOREIGN KEY ("original_contract_id") REFERENCES "public"."original_contracts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "erir_statistics" ADD CONSTRAINT "erir_statistics_creative_id_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."creatives"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "erir_statistics" ADD CONSTRAINT "erir_statistics_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "erir_acts_order_idx" ON "erir_acts" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "erir_acts_date_order_idx" ON "erir_acts" USING btree ("date","order_id");
--> statement-breakpoint
CREATE INDEX "erir_act_items_act_idx" ON "erir_act_items" USING btree ("act_id");
--> statement-breakpoint
CREATE INDEX "erir_statistics_marker_trgm" ON "erir_statistics" USING gin ("marker" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "erir_statistics_date_marker_idx" ON "erir_statistics" USING btree ("date","marker");
