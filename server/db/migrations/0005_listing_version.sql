-- One number that changes whenever anything a list of artists shows may have changed (an artist's
-- row or any photo), so every instance can keep lists in memory and know, with one tiny read,
-- whether they are still true. Statement-level triggers: a bulk load bumps it once per statement.
CREATE TABLE "listing_version" (
  "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
  "version" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO "listing_version" DEFAULT VALUES;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_listing_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "listing_version" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER artist_listing_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "artist"
FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_version();
--> statement-breakpoint
CREATE TRIGGER photo_listing_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "photo"
FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_version();
