DROP INDEX "orders_date_report_department_cover";
--> statement-breakpoint
DROP INDEX "orders_date_report_responsible_cover";
--> statement-breakpoint
-- Required fields with a default computed on create are NOT NULL now; rows written around the API are given the value the API would have.
UPDATE "orders" SET "date_report" = coalesce("date_report", date_trunc('month', coalesce("date_start", "created_at"::date, current_date))::date), "date_start" = coalesce("date_start", "date_report", date_trunc('month', coalesce("created_at"::date, current_date))::date) WHERE "date_report" IS NULL OR "date_start" IS NULL;
--> statement-breakpoint
UPDATE "orders" SET "date_end" = (date_trunc('month', "date_start") + interval '1 month - 1 day')::date WHERE "date_end" IS NULL;
--> statement-breakpoint
UPDATE "invoices" SET "date" = coalesce("created_at"::date, current_date) WHERE "date" IS NULL;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "date_report" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "date_start" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "date_end" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "date" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX "orders_date_report_cover" ON "orders" USING btree ("date_report","id","department_id","responsible_id","status","contract_id","sum_without_nds","sum_with_nds","commission","net_sum","amount","payment_sum");
