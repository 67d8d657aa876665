CREATE INDEX "orders_date_report_words_cover" ON "orders" USING btree ("date_report","id","name",lower("name"));
