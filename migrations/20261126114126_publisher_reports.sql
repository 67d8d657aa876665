CREATE TABLE "publisher_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"publisher_id" integer,
	"domains" boolean DEFAULT false NOT NULL,
	"state" text,
	"file" integer,
	"task_id" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "publisher_reports" ADD CONSTRAINT "publisher_reports_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "publisher_reports" ADD CONSTRAINT "publisher_reports_file_files_id_fk" FOREIGN KEY ("file") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "publisher_reports_date_idx" ON "publisher_reports" USING btree ("date");
--> statement-breakpoint
CREATE INDEX "publisher_reports_publisher_idx" ON "publisher_reports" USING btree ("publisher_id");
