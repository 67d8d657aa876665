CREATE TABLE "list_totals" (
	"key" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"count" integer NOT NULL,
	"total" jsonb NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "table_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);

--> statement-breakpoint
-- Every write to a table whose list totals are kept moves its version, in the writer's
-- transaction: readers count again once the write has committed.
CREATE OR REPLACE FUNCTION bump_table_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO table_versions (name, version) VALUES (TG_TABLE_NAME, 1)
  ON CONFLICT (name) DO UPDATE SET version = table_versions.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO table_versions (name, version) VALUES ('orders', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER orders_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION bump_table_version();
