CREATE TABLE "publisher_acts" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date,
	"number" text,
	"sum" numeric(16, 2),
	"publisher_id" integer,
	"contract_id" integer,
	"erir_api" text,
	"ord_id" text,
	"is_updated" boolean DEFAULT false NOT NULL,
	"items_sum" numeric(16, 2),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "publisher_act_items" (
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
ALTER TABLE "publisher_acts" ADD CONSTRAINT "publisher_acts_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "publisher_acts" ADD CONSTRAINT "publisher_acts_contract_id_publisher_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."publisher_contracts"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "publisher_act_items" ADD CONSTRAINT "publisher_act_items_act_id_publisher_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "public"."publisher_acts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "publisher_act_items" ADD CONSTRAINT "publisher_act_items_original_contract_id_original_contracts_id_fk" FOREIGN KEY ("original_contract_id") REFERENCES "public"."original_contracts"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "publisher_acts_number_idx" ON "publisher_acts" USING btree ("number");
--> statement-breakpoint
CREATE INDEX "publisher_acts_publisher_idx" ON "publisher_acts" USING btree ("publisher_id");
--> statement-breakpoint
CREATE INDEX "publisher_acts_number_trgm" ON "publisher_acts" USING gin ("number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "publisher_acts_date_publisher_idx" ON "publisher_acts" USING btree ("date","publisher_id");
--> statement-breakpoint
CREATE INDEX "publisher_act_items_act_idx" ON "publisher_act_items" USING btree ("act_id");
--> statement-breakpoint
CREATE TRIGGER publisher_acts_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON publisher_acts FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
