CREATE TABLE "dsp_marker_lines" (
	"missed_marker_id" integer NOT NULL,
	"day" date NOT NULL,
	"marker" text NOT NULL,
	"impressions" bigint NOT NULL,
	"budget" numeric(18, 2) NOT NULL
);

--> statement-breakpoint
CREATE TABLE "dsp_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"date" date,
	"organisation_id" integer DEFAULT 4 NOT NULL,
	"legal_entity_id" integer,
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
CREATE TABLE "dsps" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"legal_entity_id" integer,
	"contract_id" integer,
	"dsp_id" text[] DEFAULT '{}'::text[] NOT NULL,
	"url" text,
	"need_send_ord" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "dsp_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"dsp_id" text,
	"date" date NOT NULL,
	"amount_without_nds" numeric(16, 2),
	"nds" numeric(18, 4),
	"amount_with_nds" numeric(16, 2),
	"status" text DEFAULT 'NO_ORIGIN' NOT NULL,
	"payment_amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	"act_number" text,
	"comment" text,
	"impressions" bigint,
	"original_amount" numeric(16, 2),
	"dsp_amount" numeric(16, 2),
	"need_ord_report" boolean DEFAULT false NOT NULL,
	"postpone_days" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "dsp_missed_markers" (
	"id" serial PRIMARY KEY NOT NULL,
	"dsp_id" text,
	"date" date,
	"budget" numeric(16, 2),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "dsp_marker_lines" ADD CONSTRAINT "dsp_marker_lines_missed_marker_id_dsp_missed_markers_id_fk" FOREIGN KEY ("missed_marker_id") REFERENCES "public"."dsp_missed_markers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dsp_contracts" ADD CONSTRAINT "dsp_contracts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dsp_contracts" ADD CONSTRAINT "dsp_contracts_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dsps" ADD CONSTRAINT "dsps_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dsps" ADD CONSTRAINT "dsps_contract_id_dsp_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."dsp_contracts"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dsp_invoices" ADD CONSTRAINT "dsp_invoices_dsp_id_dsps_id_fk" FOREIGN KEY ("dsp_id") REFERENCES "public"."dsps"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dsp_missed_markers" ADD CONSTRAINT "dsp_missed_markers_dsp_id_dsps_id_fk" FOREIGN KEY ("dsp_id") REFERENCES "public"."dsps"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "dsp_marker_lines_missed_marker_idx" ON "dsp_marker_lines" USING btree ("missed_marker_id","marker");
--> statement-breakpoint
CREATE INDEX "dsp_contracts_number_idx" ON "dsp_contracts" USING btree ("number");
--> statement-breakpoint
CREATE INDEX "dsp_contracts_organisation_idx" ON "dsp_contracts" USING btree ("organisation_id");
--> statement-breakpoint
CREATE INDEX "dsp_contracts_legal_entity_idx" ON "dsp_contracts" USING btree ("legal_entity_id");
--> statement-breakpoint
CREATE INDEX "dsp_contracts_number_trgm" ON "dsp_contracts" USING gin ("number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "dsps_name_idx" ON "dsps" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "dsps_legal_entity_idx" ON "dsps" USING btree ("legal_entity_id");
--> statement-breakpoint
CREATE INDEX "dsps_contract_idx" ON "dsps" USING btree ("contract_id");
--> statement-breakpoint
CREATE INDEX "dsps_name_trgm" ON "dsps" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "dsp_invoices_dsp_idx" ON "dsp_invoices" USING btree ("dsp_id");
--> statement-breakpoint
CREATE INDEX "dsp_invoices_date_idx" ON "dsp_invoices" USING btree ("date");
--> statement-breakpoint
CREATE INDEX "dsp_invoices_date_dsp_idx" ON "dsp_invoices" USING btree ("date","dsp_id");
--> statement-breakpoint
CREATE INDEX "dsp_missed_markers_dsp_idx" ON "dsp_missed_markers" USING btree ("dsp_id");
--> statement-breakpoint
CREATE INDEX "dsp_missed_markers_date_dsp_idx" ON "dsp_missed_markers" USING btree ("date","dsp_id");
--> statement-breakpoint
-- The reference-text cache keeps the names of DSPs and their contracts (invoices and missed markers name DSPs, DSPs their contracts).
CREATE TRIGGER dsp_contracts_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dsp_contracts FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
--> statement-breakpoint
CREATE TRIGGER dsps_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dsps FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
