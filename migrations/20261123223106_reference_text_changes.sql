CREATE TABLE "table_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"weight" bigint DEFAULT 1 NOT NULL
);

--> statement-breakpoint
CREATE INDEX "table_changes_name_idx" ON "table_changes" USING btree ("name","weight");

--> statement-breakpoint
-- Every write statement to a table that references name adds a change of weight 1, in the
-- writer's transaction; nothing shared is locked, so writers never wait on each other here.
CREATE OR REPLACE FUNCTION record_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO table_changes (name) VALUES (TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER billing_info_presets_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON billing_info_presets FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
--> statement-breakpoint
CREATE TRIGGER brand_areas_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brand_areas FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
--> statement-breakpoint
CREATE TRIGGER brand_verticals_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brand_verticals FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
--> statement-breakpoint
CREATE TRIGGER brands_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
--> statement-breakpoint
CREATE TRIGGER clients_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON clients FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
--> statement-breakpoint
CREATE TRIGGER contracts_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contracts FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
--> statement-breakpoint
CREATE TRIGGER countries_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON countries FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
--> statement-breakpoint
CREATE TRIGGER creatives_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON creatives FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
--> statement-breakpoint
CREATE TRIGGER departments_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON departments FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
--> statement-breakpoint
CREATE TRIGGER erir_acts_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON erir_acts FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
--> statement-breakpoint
CREATE TRIGGER holdings_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON holdings FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
--> statement-breakpoint
CREATE TRIGGER legal_entities_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON legal_entities FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
--> statement-breakpoint
CREATE TRIGGER orders_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
--> statement-breakpoint
CREATE TRIGGER organisations_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organisations FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
--> statement-breakpoint
CREATE TRIGGER original_contracts_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON original_contracts FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
--> statement-breakpoint
CREATE TRIGGER pipe_organizations_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pipe_organizations FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
--> statement-breakpoint
CREATE TRIGGER product_formats_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_formats FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
--> statement-breakpoint
CREATE TRIGGER users_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
