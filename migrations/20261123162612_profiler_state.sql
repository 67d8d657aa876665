CREATE TABLE "profiler_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"recording_until" timestamp with time zone
);

