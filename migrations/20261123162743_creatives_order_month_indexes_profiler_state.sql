CREATE TABLE "profiler_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"recording_until" timestamp with time zone
);

--> statement-breakpoint
CREATE TABLE "creatives" (
	"id" serial PRIMARY KEY NOT NULL,
	"marker" text,
	"erir_id" text,
	"ord_id" text,
	"is_foreign" boolean DEFAULT false NOT NULL,
	"primarily_order_id" integer,
	"contract_id" integer,
	"need_check_in_ch" boolean DEFAULT false NOT NULL,
	"dsp_identifier" text[] DEFAULT '{}'::text[] NOT NULL,
	"type_ad_company" text,
	"distribution_form" text,
	"text" text,
	"kktu" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"files" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"target_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"orders" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "creative_statistics" (
	"id" serial PRIMARY KEY NOT NULL,
	"creative_id" integer,
	"order_id" integer,
	"date" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
DROP INDEX "orders_date_report_department_idx";
--> statement-breakpoint
DROP INDEX "orders_date_report_responsible_idx";
--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_primarily_order_id_orders_id_fk" FOREIGN KEY ("primarily_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_contract_id_original_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."original_contracts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "creative_statistics" ADD CONSTRAINT "creative_statistics_creative_id_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."creatives"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "creative_statistics" ADD CONSTRAINT "creative_statistics_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "creatives_marker_idx" ON "creatives" USING btree ("marker");
--> statement-breakpoint
CREATE INDEX "creatives_orders_gin" ON "creatives" USING gin ("orders");
--> statement-breakpoint
CREATE INDEX "creatives_marker_trgm" ON "creatives" USING gin ("marker" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "creatives_erir_id_trgm" ON "creatives" USING gin ("erir_id" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "creative_statistics_creative_idx" ON "creative_statistics" USING btree ("creative_id");
--> statement-breakpoint
CREATE INDEX "creative_statistics_order_creative_idx" ON "creative_statistics" USING btree ("order_id","creative_id");
--> statement-breakpoint
CREATE INDEX "orders_date_report_department_cover" ON "orders" USING btree ("date_report","department_id","id","sum_without_nds","sum_with_nds","commission","net_sum","amount","payment_sum");
--> statement-breakpoint
CREATE INDEX "orders_date_report_responsible_cover" ON "orders" USING btree ("date_report","responsible_id","id","sum_without_nds","sum_with_nds","commission","net_sum","amount","payment_sum");
