CREATE TABLE "publisher_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer,
	"impressions" integer,
	"panel_amount" numeric(16, 2),
	"date" date,
	"amount_without_nds" numeric(16, 2),
	"nds" numeric(18, 4),
	"amount_with_nds" numeric(16, 2),
	"status" text DEFAULT 'NO_ORIGIN' NOT NULL,
	"payment_amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	"act_number" text,
	"comment" text,
	"divide_source" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "publisher_invoices" ADD CONSTRAINT "publisher_invoices_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "publisher_invoices_publisher_idx" ON "publisher_invoices" USING btree ("publisher_id");
--> statement-breakpoint
CREATE INDEX "publisher_invoices_date_idx" ON "publisher_invoices" USING btree ("date");
--> statement-breakpoint
CREATE INDEX "publisher_invoices_date_publisher_idx" ON "publisher_invoices" USING btree ("date","publisher_id");
