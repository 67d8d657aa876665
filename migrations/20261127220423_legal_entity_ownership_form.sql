ALTER TABLE "legal_entities" ADD COLUMN "ownership_form" text;
