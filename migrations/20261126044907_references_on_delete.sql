-- A stored file deleted before this migration (any user could) leaves records pointing at
-- nothing: those references are emptied first, so the new foreign keys can be added.
UPDATE "organisations" SET "signature" = NULL WHERE "signature" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "files" WHERE "files"."id" = "organisations"."signature");
--> statement-breakpoint
UPDATE "organisations" SET "stamp" = NULL WHERE "stamp" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "files" WHERE "files"."id" = "organisations"."stamp");
--> statement-breakpoint
UPDATE "contracts" SET "file_scan" = NULL WHERE "file_scan" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "files" WHERE "files"."id" = "contracts"."file_scan");
--> statement-breakpoint
UPDATE "creatives" SET "files" = ARRAY(SELECT f FROM unnest("creatives"."files") AS f WHERE EXISTS (SELECT 1 FROM "files" WHERE "files"."id" = f)) WHERE NOT "files" <@ ARRAY(SELECT "id" FROM "files");
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_department_id_departments_id_fk";

--> statement-breakpoint
ALTER TABLE "holdings" DROP CONSTRAINT "holdings_pipe_organization_id_pipe_organizations_id_fk";

--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_user_id_users_id_fk";

--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_holding_id_holdings_id_fk";

--> statement-breakpoint
ALTER TABLE "brands" DROP CONSTRAINT "brands_brand_area_id_brand_areas_id_fk";

--> statement-breakpoint
ALTER TABLE "brands" DROP CONSTRAINT "brands_pipe_organization_id_pipe_organizations_id_fk";

--> statement-breakpoint
ALTER TABLE "brands" DROP CONSTRAINT "brands_user_id_users_id_fk";

--> statement-breakpoint
ALTER TABLE "brand_verticals" DROP CONSTRAINT "brand_verticals_brand_id_brands_id_fk";

--> statement-breakpoint
ALTER TABLE "legal_entities" DROP CONSTRAINT "legal_entities_client_id_clients_id_fk";

--> statement-breakpoint
ALTER TABLE "legal_entities" DROP CONSTRAINT "legal_entities_country_id_countries_id_fk";

--> statement-breakpoint
ALTER TABLE "legal_entities" DROP CONSTRAINT "legal_entities_billing_info_preset_id_billing_info_presets_id_fk";

--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_organisation_id_organisations_id_fk";

--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_client_id_clients_id_fk";

--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_legal_entity_id_legal_entities_id_fk";

--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_responsible_id_users_id_fk";

--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_parent_contract_id_contracts_id_fk";

--> statement-breakpoint
ALTER TABLE "original_contracts" DROP CONSTRAINT "original_contracts_responsible_id_users_id_fk";

--> statement-breakpoint
ALTER TABLE "original_contracts" DROP CONSTRAINT "original_contracts_client_id_legal_entities_id_fk";

--> statement-breakpoint
ALTER TABLE "original_contracts" DROP CONSTRAINT "original_contracts_customer_id_legal_entities_id_fk";

--> statement-breakpoint
ALTER TABLE "original_contracts" DROP CONSTRAINT "original_contracts_parent_contract_id_original_contracts_id_fk";

--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_client_id_clients_id_fk";

--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_legal_entity_id_legal_entities_id_fk";

--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_contract_id_contracts_id_fk";

--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_original_contract_id_original_contracts_id_fk";

--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_brand_id_brands_id_fk";

--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_vertical_id_brand_verticals_id_fk";

--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_country_id_countries_id_fk";

--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_responsible_id_users_id_fk";

--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_traffic_manager_id_users_id_fk";

--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_account_manager_id_users_id_fk";

--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_sales_adviser_id_users_id_fk";

--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_department_id_departments_id_fk";

--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_order_id_orders_id_fk";

--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_format_id_product_formats_id_fk";

--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_client_id_clients_id_fk";

--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_order_id_orders_id_fk";

--> statement-breakpoint
ALTER TABLE "creatives" DROP CONSTRAINT "creatives_contract_id_original_contracts_id_fk";

--> statement-breakpoint
ALTER TABLE "creative_statistics" DROP CONSTRAINT "creative_statistics_creative_id_creatives_id_fk";

--> statement-breakpoint
ALTER TABLE "creative_statistics" DROP CONSTRAINT "creative_statistics_order_id_orders_id_fk";

--> statement-breakpoint
ALTER TABLE "erir_acts" DROP CONSTRAINT "erir_acts_contract_id_contracts_id_fk";

--> statement-breakpoint
ALTER TABLE "erir_acts" DROP CONSTRAINT "erir_acts_order_id_orders_id_fk";

--> statement-breakpoint
ALTER TABLE "erir_acts" DROP CONSTRAINT "erir_acts_customer_id_legal_entities_id_fk";

--> statement-breakpoint
ALTER TABLE "erir_act_items" DROP CONSTRAINT "erir_act_items_act_id_erir_acts_id_fk";

--> statement-breakpoint
ALTER TABLE "erir_act_items" DROP CONSTRAINT "erir_act_items_original_contract_id_original_contracts_id_fk";

--> statement-breakpoint
ALTER TABLE "erir_statistics" DROP CONSTRAINT "erir_statistics_creative_id_creatives_id_fk";

--> statement-breakpoint
ALTER TABLE "erir_statistics" DROP CONSTRAINT "erir_statistics_order_id_orders_id_fk";

--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_signature_files_id_fk" FOREIGN KEY ("signature") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_stamp_files_id_fk" FOREIGN KEY ("stamp") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_pipe_organization_id_pipe_organizations_id_fk" FOREIGN KEY ("pipe_organization_id") REFERENCES "public"."pipe_organizations"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_holding_id_holdings_id_fk" FOREIGN KEY ("holding_id") REFERENCES "public"."holdings"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_brand_area_id_brand_areas_id_fk" FOREIGN KEY ("brand_area_id") REFERENCES "public"."brand_areas"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_pipe_organization_id_pipe_organizations_id_fk" FOREIGN KEY ("pipe_organization_id") REFERENCES "public"."pipe_organizations"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "brand_verticals" ADD CONSTRAINT "brand_verticals_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "legal_entities" ADD CONSTRAINT "legal_entities_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "legal_entities" ADD CONSTRAINT "legal_entities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "legal_entities" ADD CONSTRAINT "legal_entities_billing_info_preset_id_billing_info_presets_id_fk" FOREIGN KEY ("billing_info_preset_id") REFERENCES "public"."billing_info_presets"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_file_scan_files_id_fk" FOREIGN KEY ("file_scan") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_parent_contract_id_contracts_id_fk" FOREIGN KEY ("parent_contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "original_contracts" ADD CONSTRAINT "original_contracts_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "original_contracts" ADD CONSTRAINT "original_contracts_client_id_legal_entities_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."legal_entities"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "original_contracts" ADD CONSTRAINT "original_contracts_customer_id_legal_entities_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."legal_entities"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "original_contracts" ADD CONSTRAINT "original_contracts_parent_contract_id_original_contracts_id_fk" FOREIGN KEY ("parent_contract_id") REFERENCES "public"."original_contracts"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_original_contract_id_original_contracts_id_fk" FOREIGN KEY ("original_contract_id") REFERENCES "public"."original_contracts"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vertical_id_brand_verticals_id_fk" FOREIGN KEY ("vertical_id") REFERENCES "public"."brand_verticals"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_traffic_manager_id_users_id_fk" FOREIGN KEY ("traffic_manager_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_manager_id_users_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sales_adviser_id_users_id_fk" FOREIGN KEY ("sales_adviser_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_format_id_product_formats_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."product_formats"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_contract_id_original_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."original_contracts"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "creative_statistics" ADD CONSTRAINT "creative_statistics_creative_id_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."creatives"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "creative_statistics" ADD CONSTRAINT "creative_statistics_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "erir_acts" ADD CONSTRAINT "erir_acts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "erir_acts" ADD CONSTRAINT "erir_acts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "erir_acts" ADD CONSTRAINT "erir_acts_customer_id_legal_entities_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."legal_entities"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "erir_act_items" ADD CONSTRAINT "erir_act_items_act_id_erir_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "public"."erir_acts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "erir_act_items" ADD CONSTRAINT "erir_act_items_original_contract_id_original_contracts_id_fk" FOREIGN KEY ("original_contract_id") REFERENCES "public"."original_contracts"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "erir_statistics" ADD CONSTRAINT "erir_statistics_creative_id_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."creatives"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "erir_statistics" ADD CONSTRAINT "erir_statistics_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;
