CREATE TABLE "dmps" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "dmp_audiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"audience_id" text,
	"name" text,
	"group" text,
	"cpm" numeric(16, 2),
	"dmp_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "dmp_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date,
	"dmp_id" integer,
	"ssp_budget" numeric(16, 2),
	"dmp_budget" numeric(16, 2),
	"file" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "dmp_audiences" ADD CONSTRAINT "dmp_audiences_dmp_id_dmps_id_fk" FOREIGN KEY ("dmp_id") REFERENCES "public"."dmps"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dmp_exports" ADD CONSTRAINT "dmp_exports_dmp_id_dmps_id_fk" FOREIGN KEY ("dmp_id") REFERENCES "public"."dmps"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dmp_exports" ADD CONSTRAINT "dmp_exports_file_files_id_fk" FOREIGN KEY ("file") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "dmps_name_idx" ON "dmps" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "dmps_name_trgm" ON "dmps" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "dmp_audiences_dmp_idx" ON "dmp_audiences" USING btree ("dmp_id");
--> statement-breakpoint
CREATE INDEX "dmp_audiences_name_trgm" ON "dmp_audiences" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "dmp_audiences_audience_id_trgm" ON "dmp_audiences" USING gin ("audience_id" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "dmp_audiences_dmp_audience_id_idx" ON "dmp_audiences" USING btree ("dmp_id","audience_id");
--> statement-breakpoint
CREATE INDEX "dmp_exports_dmp_idx" ON "dmp_exports" USING btree ("dmp_id");
--> statement-breakpoint
CREATE INDEX "dmp_exports_date_dmp_idx" ON "dmp_exports" USING btree ("date","dmp_id");
--> statement-breakpoint
-- The reference-text cache keeps the DMPs' names (audiences and exports name their DMP).
CREATE TRIGGER dmps_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dmps FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
