CREATE TABLE "structure_revisions" (
	"structure_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"structure" jsonb NOT NULL,
	"saved_by" uuid,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "structure_revisions_structure_id_revision_pk" PRIMARY KEY("structure_id","revision")
);
--> statement-breakpoint
CREATE TABLE "structures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by" uuid,
	"name" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "structure_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "structure_revision" integer;--> statement-breakpoint
ALTER TABLE "structure_revisions" ADD CONSTRAINT "structure_revisions_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "structure_revisions" ADD CONSTRAINT "structure_revisions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "structures" ADD CONSTRAINT "structures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "structures" ADD CONSTRAINT "structures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "structures_company_idx" ON "structures" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE INDEX "structures_created_by_idx" ON "structures" USING btree ("created_by","updated_at");--> statement-breakpoint
CREATE INDEX "structures_updated_idx" ON "structures" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_structure_idx" ON "reviews" USING btree ("structure_id","created_at");--> statement-breakpoint
-- Issue 33. The reviews started before structures were saved get saved structures too: one per
-- company and structure name, whose revisions are those reviews' structures in the order they
-- were started (revision n is the n-th review's), so every customer's structures are on the
-- Structures screen from the first day. Previews are the provider's trials and are never saved.
INSERT INTO "structures" ("company_id", "created_by", "name", "revision", "created_at", "updated_at")
SELECT "company_id", (array_agg("user_id" ORDER BY "created_at", "id"))[1], "structure_name", count(*),
  min("created_at"), max("created_at")
FROM "reviews" WHERE "preview" = false GROUP BY "company_id", "structure_name";--> statement-breakpoint
UPDATE "reviews" r SET "structure_id" = s."id", "structure_revision" = n."rn"
FROM "structures" s,
  (SELECT "id", row_number() OVER (PARTITION BY "company_id", "structure_name" ORDER BY "created_at", "id") AS "rn"
   FROM "reviews" WHERE "preview" = false) n
WHERE n."id" = r."id" AND s."company_id" = r."company_id" AND s."name" = r."structure_name";--> statement-breakpoint
INSERT INTO "structure_revisions" ("structure_id", "revision", "structure", "saved_by", "saved_at")
SELECT "structure_id", "structure_revision", "structure", "user_id", "created_at" FROM "reviews"
WHERE "structure_id" IS NOT NULL;
