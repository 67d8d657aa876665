DROP INDEX "clients_user_idx";
--> statement-breakpoint
CREATE INDEX "clients_user_name_idx" ON "clients" USING btree ("user_id","name");
