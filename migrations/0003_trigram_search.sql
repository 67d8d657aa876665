CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "departments_name_trgm" ON "departments" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "countries_name_trgm" ON "countries" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "organisations_name_trgm" ON "organisations" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "billing_info_presets_name_trgm" ON "billing_info_presets" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_full_name_trgm" ON "users" USING gin ("full_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_formats_name_trgm" ON "product_formats" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "kktu_code_trgm" ON "kktu" USING gin ("code" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "kktu_name_trgm" ON "kktu" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "pipe_organizations_name_trgm" ON "pipe_organizations" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "holdings_name_trgm" ON "holdings" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "clients_name_trgm" ON "clients" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "brand_areas_name_trgm" ON "brand_areas" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "brands_name_trgm" ON "brands" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "brand_verticals_name_trgm" ON "brand_verticals" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "legal_entities_name_trgm" ON "legal_entities" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "legal_entities_fullname_trgm" ON "legal_entities" USING gin ("fullname" gin_trgm_ops);
