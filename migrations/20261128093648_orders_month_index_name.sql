DROP INDEX "orders_date_report_cover";
--> statement-breakpoint
CREATE INDEX "orders_date_report_cover" ON "orders" USING btree ("date_report","id","department_id","responsible_id","status","contract_id","sum_without_nds","sum_with_nds","commission","net_sum","amount","payment_sum","name");
