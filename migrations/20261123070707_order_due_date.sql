ALTER TABLE "orders" ADD COLUMN "due_date" date;
--> statement-breakpoint
CREATE INDEX "orders_due_date_idx" ON "orders" USING btree ("due_date");
--> statement-breakpoint
UPDATE "orders" SET "due_date" = "date_end" + coalesce((SELECT "postpone_days" FROM "contracts" WHERE "contracts"."id" = "orders"."contract_id"), 0);
