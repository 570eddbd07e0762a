CREATE TABLE "site_content_drafts" (
	"type" text NOT NULL,
	"locale" text NOT NULL,
	"document" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by" uuid,
	CONSTRAINT "site_content_drafts_type_locale_pk" PRIMARY KEY("type","locale")
);
--> statement-breakpoint
CREATE TABLE "site_content_versions" (
	"type" text NOT NULL,
	"locale" text NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	CONSTRAINT "site_content_versions_type_locale_version_pk" PRIMARY KEY("type","locale","version")
);
--> statement-breakpoint
ALTER TABLE "site_content_drafts" ADD CONSTRAINT "site_content_drafts_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_content_versions" ADD CONSTRAINT "site_content_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;