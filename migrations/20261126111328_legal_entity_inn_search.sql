CREATE INDEX "legal_entities_billing_info_inn_trgm" ON "legal_entities" USING gin (("billing_info" ->> 'inn') gin_trgm_ops);
