DROP INDEX "orders_date_report_department_idx";
--> statement-breakpoint
DROP INDEX "orders_date_report_responsible_idx";
--> statement-breakpoint
CREATE INDEX "orders_date_report_department_cover" ON "orders" USING btree ("date_report","department_id","id","sum_without_nds","sum_with_nds","commission","net_sum","amount","payment_sum");
--> statement-breakpoint
CREATE INDEX "orders_date_report_responsible_cover" ON "orders" USING btree ("date_report","responsible_id","id","sum_without_nds","sum_with_nds","commission","net_sum","amount","payment_sum");
