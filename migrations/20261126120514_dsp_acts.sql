CREATE TABLE "dsp_acts" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date,
	"number" text,
	"sum" numeric(16, 2),
	"dsp_id" text,
	"contract_id" integer,
	"erir_api" text,
	"ord_id" text,
	"is_updated" boolean DEFAULT false NOT NULL,
	"items_sum" numeric(16, 2),
	"nalog_base_sum" numeric(16, 2),
	"nalog_sum" numeric(16, 2),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "dsp_act_items" (
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
ALTER TABLE "dsp_acts" ADD CONSTRAINT "dsp_acts_dsp_id_dsps_id_fk" FOREIGN KEY ("dsp_id") REFERENCES "public"."dsps"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dsp_acts" ADD CONSTRAINT "dsp_acts_contract_id_dsp_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."dsp_contracts"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dsp_act_items" ADD CONSTRAINT "dsp_act_items_act_id_dsp_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "public"."dsp_acts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dsp_act_items" ADD CONSTRAINT "dsp_act_items_original_contract_id_original_contracts_id_fk" FOREIGN KEY ("original_contract_id") REFERENCES "public"."original_contracts"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "dsp_acts_number_idx" ON "dsp_acts" USING btree ("number");
--> statement-breakpoint
CREATE INDEX "dsp_acts_dsp_idx" ON "dsp_acts" USING btree ("dsp_id");
--> statement-breakpoint
CREATE INDEX "dsp_acts_number_trgm" ON "dsp_acts" USING gin ("number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "dsp_acts_date_dsp_idx" ON "dsp_acts" USING btree ("date","dsp_id");
--> statement-breakpoint
CREATE INDEX "dsp_act_items_act_idx" ON "dsp_act_items" USING btree ("act_id");
--> statement-breakpoint
CREATE TRIGGER dsp_acts_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dsp_acts FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
