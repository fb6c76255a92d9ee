-- The style match searches only published portfolio photos. Checking that with joins on each of
-- the HNSW index's candidates costs more than the search itself on the embedded database (issue
-- 21: p95 26–28 ms against 12–20 for the bare scan at 100,000 photos), so each descriptor row
-- carries the answer, kept by triggers: a photo is published when it is in a saved portfolio
-- (a position) of an active artist. Only where pgvector is installed (see 0007).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') THEN
    -- Added as true (no rewrite) and corrected for the few that are not: updating every row
    -- would insert each again into the HNSW index (minutes at 100,000 photos).
    ALTER TABLE "photo_embedding" ADD COLUMN "published" boolean NOT NULL DEFAULT true;

    CREATE FUNCTION photo_is_published(photo_id text) RETURNS boolean
    LANGUAGE sql STABLE AS $fn$
      SELECT EXISTS (
        SELECT 1 FROM "photo" p JOIN "artist" a ON a."id" = p."artist_id"
        WHERE p."id" = photo_id AND p."kind" = 'portfolio' AND p."position" IS NOT NULL
          AND a."is_active")
    $fn$;

    UPDATE "photo_embedding" SET "published" = false WHERE NOT photo_is_published("photo_id");
    ALTER TABLE "photo_embedding" ALTER COLUMN "published" SET DEFAULT false;

    -- A descriptor stored (or stored again) reads the photo's state.
    CREATE FUNCTION photo_embedding_published() RETURNS trigger
    LANGUAGE plpgsql AS $fn$
    BEGIN
      NEW."published" := photo_is_published(NEW."photo_id");
      RETURN NEW;
    END
    $fn$;
    CREATE TRIGGER photo_embedding_published BEFORE INSERT OR UPDATE OF "photo_id", "descriptor", "embedding"
    ON "photo_embedding" FOR EACH ROW EXECUTE FUNCTION photo_embedding_published();

    -- A photo saved into or out of a portfolio, or moved between kinds.
    CREATE FUNCTION photo_published_changed() RETURNS trigger
    LANGUAGE plpgsql AS $fn$
    BEGIN
      UPDATE "photo_embedding" SET "published" = photo_is_published(NEW."id")
      WHERE "photo_id" = NEW."id";
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER photo_published_changed AFTER UPDATE OF "kind", "position", "artist_id" ON "photo"
    FOR EACH ROW
    WHEN ((OLD."position" IS NULL) <> (NEW."position" IS NULL) OR OLD."kind" <> NEW."kind"
      OR OLD."artist_id" <> NEW."artist_id")
    EXECUTE FUNCTION photo_published_changed();

    -- An artist published or unpublished (or deactivated with their account).
    CREATE FUNCTION artist_published_changed() RETURNS trigger
    LANGUAGE plpgsql AS $fn$
    BEGIN
      UPDATE "photo_embedding" e SET "published" = photo_is_published(e."photo_id")
      FROM "photo" p WHERE p."artist_id" = NEW."id" AND e."photo_id" = p."id";
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER artist_published_changed AFTER UPDATE OF "is_active" ON "artist"
    FOR EACH ROW WHEN (OLD."is_active" IS DISTINCT FROM NEW."is_active")
    EXECUTE FUNCTION artist_published_changed();
  END IF;
END
$$;
