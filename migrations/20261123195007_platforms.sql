CREATE TABLE "platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"otm_id" text,
	"ozon_id" text,
	"vk_id" text,
	"is_updated" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE UNIQUE INDEX "platforms_name_uq" ON "platforms" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "platforms_name_trgm" ON "platforms" USING gin ("name" gin_trgm_ops);
