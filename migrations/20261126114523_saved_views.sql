CREATE TABLE "saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text,
	"name" text,
	"query" text,
	"columns" text[] DEFAULT '{}'::text[] NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"owner_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "saved_views_name_trgm" ON "saved_views" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "saved_views_entity_owner_idx" ON "saved_views" USING btree ("entity","owner_id");
