CREATE TABLE "registry_operator_pauses" (
	"api" text PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"token_hash" text NOT NULL,
	"paused_at" timestamp with time zone NOT NULL
);

--> statement-breakpoint
CREATE TABLE "registry_submissions" (
	"object_kind" text NOT NULL,
	"object_id" text NOT NULL,
	"api" text NOT NULL,
	"state" text NOT NULL,
	"external_id" text,
	"ord_id" text,
	"erid" text,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"field_errors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"payload_hash" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "registry_submissions_object_kind_object_id_api_pk" PRIMARY KEY("object_kind","object_id","api")
);

--> statement-breakpoint
ALTER TABLE "legal_entities" ADD COLUMN "otm_id" text;
--> statement-breakpoint
ALTER TABLE "legal_entities" ADD COLUMN "ozon_id" text;
--> statement-breakpoint
ALTER TABLE "legal_entities" ADD COLUMN "vk_id" text;
--> statement-breakpoint
ALTER TABLE "legal_entities" ADD COLUMN "is_updated" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX "registry_submissions_state_idx" ON "registry_submissions" USING btree ("state","api");
