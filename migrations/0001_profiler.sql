CREATE TABLE "profiler_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"duration_ms" double precision NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"query_count" integer NOT NULL,
	"query_ms" double precision NOT NULL,
	"statements" jsonb NOT NULL
);

--> statement-breakpoint
CREATE INDEX "profiler_requests_started_idx" ON "profiler_requests" USING btree ("started_at");
