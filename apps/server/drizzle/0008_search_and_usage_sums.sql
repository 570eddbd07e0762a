-- Issue 30. pg_trgm lets the reviews list's search (any part of a structure's name or a creator's
-- address, ILIKE '%…%') use an index. It ships with PostgreSQL's contrib (a trusted extension: a
-- database owner may create it) and with PGlite, which loads it when the database is opened
-- (db/pglite-extensions.ts). Where the server's role may not create extensions, an administrator
-- creates it once beforehand and this statement does nothing.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "usage_company_weeks" (
	"company_id" uuid NOT NULL,
	"week" timestamp with time zone NOT NULL,
	"started" integer DEFAULT 0 NOT NULL,
	"submitted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_company_weeks_company_id_week_pk" PRIMARY KEY("company_id","week")
);
--> statement-breakpoint
CREATE TABLE "usage_user_months" (
	"company_id" uuid NOT NULL,
	"month" timestamp with time zone NOT NULL,
	"user_id" uuid NOT NULL,
	"started" integer DEFAULT 0 NOT NULL,
	"submitted" integer DEFAULT 0 NOT NULL,
	"entities" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_user_months_company_id_month_user_id_pk" PRIMARY KEY("company_id","month","user_id")
);
--> statement-breakpoint
CREATE INDEX "usage_company_weeks_week_idx" ON "usage_company_weeks" USING btree ("week");--> statement-breakpoint
CREATE INDEX "usage_user_months_month_idx" ON "usage_user_months" USING btree ("month");--> statement-breakpoint
CREATE INDEX "reviews_structure_name_trgm_idx" ON "reviews" USING gin ("structure_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
-- Adds one review start or charge (or takes one away: negative counts) to the sums it falls in: its
-- company's week (from Monday 00:00 UTC, as the metrics' date_bin) and its user's UTC month. Rows of
-- the same company and week take turns: a submit's transaction holds its week's row until it commits.
CREATE FUNCTION usage_add(p_company uuid, p_user uuid, p_at timestamptz, p_started integer, p_submitted integer, p_entities bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_company IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO usage_company_weeks AS w (company_id, week, started, submitted)
  VALUES (p_company, date_bin('7 days', p_at, timestamptz '1970-01-05 00:00:00+00'), p_started, p_submitted)
  ON CONFLICT (company_id, week) DO UPDATE
    SET started = w.started + EXCLUDED.started, submitted = w.submitted + EXCLUDED.submitted;
  IF p_user IS NOT NULL THEN
    INSERT INTO usage_user_months AS m (company_id, month, user_id, started, submitted, entities)
    VALUES (p_company, date_trunc('month', p_at, 'UTC'), p_user, p_started, p_submitted, p_entities)
    ON CONFLICT (company_id, month, user_id) DO UPDATE
      SET started = m.started + EXCLUDED.started, submitted = m.submitted + EXCLUDED.submitted,
          entities = m.entities + EXCLUDED.entities;
  END IF;
END $$;--> statement-breakpoint
-- A review start counts while it is one: its old row is taken away and its new one added, so an
-- update (a deleted user's events lose their user) or a delete leaves the sums equal to the events.
CREATE FUNCTION usage_from_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.kind = 'review_started' THEN
    PERFORM usage_add(OLD.company_id, OLD.user_id, OLD.created_at, -1, 0, 0);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.kind = 'review_started' THEN
    PERFORM usage_add(NEW.company_id, NEW.user_id, NEW.created_at, 1, 0, 0);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION usage_from_charges() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM usage_add(OLD.company_id, OLD.user_id, OLD.created_at, 0, -1, -OLD.entities);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM usage_add(NEW.company_id, NEW.user_id, NEW.created_at, 0, 1, NEW.entities);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER usage_events_insert_delete AFTER INSERT OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION usage_from_events();--> statement-breakpoint
CREATE TRIGGER usage_events_update AFTER UPDATE OF kind, company_id, user_id, created_at ON events
  FOR EACH ROW EXECUTE FUNCTION usage_from_events();--> statement-breakpoint
CREATE TRIGGER usage_charges_insert_delete AFTER INSERT OR DELETE ON charges
  FOR EACH ROW EXECUTE FUNCTION usage_from_charges();--> statement-breakpoint
CREATE TRIGGER usage_charges_update AFTER UPDATE OF company_id, user_id, created_at, entities ON charges
  FOR EACH ROW EXECUTE FUNCTION usage_from_charges();--> statement-breakpoint
-- The sums of the events and charges already there.
INSERT INTO usage_company_weeks (company_id, week, started, submitted)
SELECT company_id, week, sum(started), sum(submitted) FROM (
  SELECT company_id, date_bin('7 days', created_at, timestamptz '1970-01-05 00:00:00+00') AS week, 1 AS started, 0 AS submitted
  FROM events WHERE kind = 'review_started' AND company_id IS NOT NULL
  UNION ALL
  SELECT company_id, date_bin('7 days', created_at, timestamptz '1970-01-05 00:00:00+00'), 0, 1 FROM charges
) counted GROUP BY company_id, week;--> statement-breakpoint
INSERT INTO usage_user_months (company_id, month, user_id, started, submitted, entities)
SELECT company_id, month, user_id, sum(started), sum(submitted), sum(entities) FROM (
  SELECT company_id, date_trunc('month', created_at, 'UTC') AS month, user_id, 1 AS started, 0 AS submitted, 0 AS entities
  FROM events WHERE kind = 'review_started' AND company_id IS NOT NULL AND user_id IS NOT NULL
  UNION ALL
  SELECT company_id, date_trunc('month', created_at, 'UTC'), user_id, 0, 1, entities FROM charges WHERE user_id IS NOT NULL
) counted GROUP BY company_id, month, user_id;
