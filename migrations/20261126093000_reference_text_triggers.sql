-- The reference-text cache keeps the names of these tables' rows (domains name their themes,
-- content types and platforms; the publisher side names publishers and their contracts): each
-- write statement records a change, as for the other referenced tables.
CREATE TRIGGER domain_contents_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON domain_contents FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
--> statement-breakpoint
CREATE TRIGGER domain_themes_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON domain_themes FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
--> statement-breakpoint
CREATE TRIGGER platforms_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON platforms FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
--> statement-breakpoint
CREATE TRIGGER publisher_contracts_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON publisher_contracts FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
--> statement-breakpoint
CREATE TRIGGER publishers_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON publishers FOR EACH STATEMENT EXECUTE FUNCTION record_table_change();
