ALTER TABLE "orders" ADD COLUMN "locked_by_id" integer;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locked_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_locked_by_id_users_id_fk" FOREIGN KEY ("locked_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
