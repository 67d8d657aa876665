ALTER TABLE "users" ALTER COLUMN "locale" SET DEFAULT 'en';
--> statement-breakpoint
UPDATE "users" SET "locale" = 'en' WHERE "locale" IS NULL;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "locale" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'USER';
--> statement-breakpoint
UPDATE "users" SET "role" = 'USER' WHERE "role" IS NULL;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "type" SET DEFAULT 'NA';
--> statement-breakpoint
UPDATE "clients" SET "type" = 'NA' WHERE "type" IS NULL;
--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "type" SET NOT NULL;
