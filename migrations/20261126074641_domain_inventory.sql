CREATE TABLE "domain_themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "domain_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "domain_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer,
	"status" text DEFAULT 'NO_CHECKED' NOT NULL,
	"theme_id" integer,
	"format" text,
	"content_type_id" integer,
	"owner" text,
	"tags" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"available" text,
	"http_code" integer,
	"in_blacklist" boolean DEFAULT false NOT NULL,
	"block_reason" text,
	"in_whitelist" boolean DEFAULT false NOT NULL,
	"comment" text,
	"last_check_at" timestamp with time zone,
	"tries" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "domain_wl" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text,
	"top_themes" text[] DEFAULT '{}'::text[] NOT NULL,
	"themes" text[] DEFAULT '{}'::text[] NOT NULL,
	"content" text,
	"audience_sex" text,
	"audience_main_age" text,
	"audience_ages" text[] DEFAULT '{}'::text[] NOT NULL,
	"license" text,
	"formats" text[] DEFAULT '{}'::text[] NOT NULL,
	"cookie_volume" integer,
	"banner_requests" integer,
	"video_requests" integer,
	"instream_requests" integer,
	"bids" integer,
	"impressions" integer,
	"cpm" numeric(16, 2),
	"volume" numeric(16, 2),
	"audibility" numeric(18, 4),
	"stream_format" text,
	"top_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"availability" text,
	"copyright" boolean DEFAULT false NOT NULL,
	"copyright_link" text,
	"last_check_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "deepseek_prompts" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text,
	"system_text" text,
	"user_text" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_theme_id_domain_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."domain_themes"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_content_type_id_domain_contents_id_fk" FOREIGN KEY ("content_type_id") REFERENCES "public"."domain_contents"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "domain_themes_name_uq" ON "domain_themes" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "domain_themes_name_trgm" ON "domain_themes" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX "domain_contents_name_uq" ON "domain_contents" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "domain_contents_name_trgm" ON "domain_contents" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX "domain_tags_name_uq" ON "domain_tags" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "domain_tags_name_trgm" ON "domain_tags" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX "domains_platform_uq" ON "domains" USING btree ("platform_id");
--> statement-breakpoint
CREATE INDEX "domains_status_idx" ON "domains" USING btree ("status");
--> statement-breakpoint
CREATE INDEX "domains_theme_idx" ON "domains" USING btree ("theme_id");
--> statement-breakpoint
CREATE INDEX "domains_content_type_idx" ON "domains" USING btree ("content_type_id");
--> statement-breakpoint
CREATE INDEX "domains_tags_gin" ON "domains" USING gin ("tags");
--> statement-breakpoint
CREATE INDEX "domains_available_idx" ON "domains" USING btree ("available");
--> statement-breakpoint
CREATE UNIQUE INDEX "domain_wl_domain_uq" ON "domain_wl" USING btree ("domain");
--> statement-breakpoint
CREATE INDEX "domain_wl_volume_idx" ON "domain_wl" USING btree ("volume");
--> statement-breakpoint
CREATE INDEX "domain_wl_domain_trgm" ON "domain_wl" USING gin ("domain" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "deepseek_prompts_type_idx" ON "deepseek_prompts" USING btree ("type");
