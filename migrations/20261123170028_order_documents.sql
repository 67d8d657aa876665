ALTER TABLE "organisations" ADD COLUMN "full_name" text;
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "kpp" text;
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "ogrn" text;
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "address" text;
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "bank_name" text;
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "bik" text;
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "swift" text;
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "checking_account" text;
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "correspondent_account" text;
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "director" text;
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "accountant" text;
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "signature" integer;
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "stamp" integer;
