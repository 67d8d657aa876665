-- List totals are kept under a change count in table_changes (orders:totals), which every write
-- that can move a total adds to without locking a shared row: the single version row made
-- concurrent writers to orders queue behind each other until each one's commit. An update that
-- sets only the notes (comment, accComment) or the update stamp moves no total
-- (src/server/items/totals-versioning.ts; its test compares this column list with the declaration).
DROP TRIGGER IF EXISTS orders_version ON orders;
--> statement-breakpoint
DROP FUNCTION IF EXISTS bump_table_version();
--> statement-breakpoint
DROP TABLE "table_versions" CASCADE;
--> statement-breakpoint
DELETE FROM list_totals;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_named_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO table_changes (name) VALUES (TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_totals_change AFTER INSERT OR DELETE OR TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION record_named_change('orders:totals');
--> statement-breakpoint
CREATE TRIGGER orders_totals_update AFTER UPDATE OF "acc_predict_payment_date", "account_manager_id", "additional_contract", "additional_contract_date", "additional_number", "amount", "attachment_number", "brand_id", "client_id", "commission", "contract_id", "country_id", "created_at", "created_by", "currency", "date_end", "date_report", "date_start", "department_id", "domain_black_list", "domain_white_list", "due_date", "id", "is_checked", "is_first_service", "is_imho", "is_locked", "legal_entity_id", "locked_at", "locked_by_id", "name", "nds", "net_sum", "number", "ord", "original_contract_id", "payment_status", "payment_sum", "postpone_days", "responsible_id", "sales_adviser_id", "site", "status", "sum_with_nds", "sum_without_nds", "traffic_manager_id", "upsell", "vertical_id" ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION record_named_change('orders:totals');
