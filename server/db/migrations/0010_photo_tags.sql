-- Each portfolio photo carries its own styles and colors (decision 0026): suggested by the
-- analysis, confirmed or edited by its artist. The style and color filters of /artists and their
-- counts read what an artist's work shows: artist.work_styles and work_colors, the union of the
-- confirmed tags of their portfolio photos, null while no portfolio photo is confirmed, when the
-- declared lists (styles, colors) stand for it: coalesce(work_styles, styles). Triggers keep them
-- whatever writes photos or artists. Existing rows need no write: their work lists are null.
--
-- The catalogue, once in SQL: the integration tests fail when these lists differ from
-- core/catalogue.ts (a new style or color needs a migration replacing them and recounting).
CREATE FUNCTION catalogue_styles() RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY['French Tips', 'Gel Extensions', 'Nail Art', 'Ombre', 'Glitter', 'Acrylic', 'Dip Powder', 'Stiletto', 'Coffin', 'Almond']
$$;
--> statement-breakpoint
CREATE FUNCTION catalogue_colors() RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY['Red', 'Pink', 'Purple', 'Blue', 'Green', 'Yellow', 'Orange', 'Black', 'White', 'Gold', 'Silver', 'Neon', 'Pastel']
$$;
--> statement-breakpoint
-- The facet masks of migration 0008 read the same lists (same values, same order: same bits).
CREATE OR REPLACE FUNCTION style_mask(styles text[]) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT facet_mask(styles, catalogue_styles())
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION color_mask(colors text[]) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT facet_mask(colors, catalogue_colors())
$$;
--> statement-breakpoint
ALTER TABLE "artist" ADD COLUMN "work_styles" text[];--> statement-breakpoint
ALTER TABLE "artist" ADD COLUMN "work_colors" text[];--> statement-breakpoint
ALTER TABLE "photo" ADD COLUMN "styles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "photo" ADD COLUMN "colors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "photo" ADD COLUMN "tags_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "photo" ADD COLUMN "tags_suggested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photo" ADD CONSTRAINT "photo_styles_check" CHECK ("photo"."styles" <@ catalogue_styles());--> statement-breakpoint
ALTER TABLE "photo" ADD CONSTRAINT "photo_colors_check" CHECK ("photo"."colors" <@ catalogue_colors());--> statement-breakpoint
-- Existing photos have no tags and none is confirmed: no artist's work list is set.
CREATE INDEX "artist_work_styles_idx" ON "artist" USING gin (coalesce("work_styles", "styles")) WHERE "artist"."is_active";--> statement-breakpoint
CREATE INDEX "artist_work_colors_idx" ON "artist" USING gin (coalesce("work_colors", "colors")) WHERE "artist"."is_active";--> statement-breakpoint
-- The indexes above are partial (published artists), and the planner reads no statistics from
-- a partial index's expression: without these it guessed 1,000 rows for any style, and chose
-- bitmap scans and a sort over 22,000 rows (50 ms) where walking the listing index takes 0.3 ms.
CREATE STATISTICS "artist_work_styles_stats" ON (coalesce("work_styles", "styles")) FROM "artist";--> statement-breakpoint
CREATE STATISTICS "artist_work_colors_stats" ON (coalesce("work_colors", "colors")) FROM "artist";--> statement-breakpoint
CREATE INDEX "photo_tags_unsuggested_idx" ON "photo" USING btree ("id") WHERE "photo"."kind" = 'portfolio' and "photo"."tags_suggested_at" is null and not "photo"."tags_confirmed";--> statement-breakpoint
-- An artist's work: the union of the confirmed tags of the photos in their portfolio (pending
-- draft uploads and the profile photo do not count), in the catalogue's order; null while none is
-- confirmed. core/artists/photo-tags.ts confirmedTagsUnion is the same rule.
CREATE FUNCTION artist_work_tags(of_artist text, OUT work_styles text[], OUT work_colors text[])
LANGUAGE sql STABLE AS $$
  WITH confirmed AS (
    SELECT p.styles, p.colors FROM "photo" p
    WHERE p.artist_id = of_artist AND p.kind = 'portfolio' AND p.position IS NOT NULL
      AND p.tags_confirmed
  )
  SELECT
    CASE WHEN EXISTS (SELECT 1 FROM confirmed) THEN ARRAY(
      SELECT c.value FROM unnest(catalogue_styles()) WITH ORDINALITY AS c(value, n)
      WHERE EXISTS (SELECT 1 FROM confirmed WHERE c.value = ANY (confirmed.styles)) ORDER BY c.n)
    END,
    CASE WHEN EXISTS (SELECT 1 FROM confirmed) THEN ARRAY(
      SELECT c.value FROM unnest(catalogue_colors()) WITH ORDINALITY AS c(value, n)
      WHERE EXISTS (SELECT 1 FROM confirmed WHERE c.value = ANY (confirmed.colors)) ORDER BY c.n)
    END
$$;
--> statement-breakpoint
-- Migration 0004's trigger, which whatever writes an artist's row runs, now also derives the
-- work lists (a new row has no photos yet), and the free-text search finds both the declared and
-- the shown styles and colors.
CREATE OR REPLACE FUNCTION artist_derived() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.work_styles := NULL;
    NEW.work_colors := NULL;
  ELSE
    SELECT w.work_styles, w.work_colors INTO NEW.work_styles, NEW.work_colors
    FROM artist_work_tags(NEW.id) w;
  END IF;
  NEW.search_text := lower(concat_ws(' ',
    NEW.display_name, NEW.city, NEW.state, us_state_name(NEW.state), NEW.location,
    array_to_string(NEW.styles, ' '), array_to_string(NEW.colors, ' '),
    array_to_string(NEW.work_styles, ' '), array_to_string(NEW.work_colors, ' '), NEW.bio));
  IF TG_OP = 'INSERT' OR NEW.city IS DISTINCT FROM OLD.city OR NEW.state IS DISTINCT FROM OLD.state THEN
    SELECT p.lat, p.lng INTO NEW.lat, NEW.lng
    FROM "us_place" p WHERE p.state = NEW.state AND p.city = NEW.city;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- After any write to photos: the artists whose confirmed portfolio photos changed (before or
-- after the statement) get their work lists again, written only where they differ (the row's
-- own trigger derives them; this names which rows). Statement-level, from the transition tables:
-- a bulk load updates each artist once; suggestions (unconfirmed photos) touch no artist.
CREATE FUNCTION photo_work_tags() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  confirmed CONSTANT text :=
    'SELECT artist_id FROM %I WHERE kind = ''portfolio'' AND position IS NOT NULL AND tags_confirmed';
  changed text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "artist" SET "work_styles" = NULL, "work_colors" = NULL
    WHERE "work_styles" IS NOT NULL OR "work_colors" IS NOT NULL;
    RETURN NULL;
  END IF;
  changed := CASE TG_OP
    WHEN 'INSERT' THEN format(confirmed, 'new_rows')
    WHEN 'DELETE' THEN format(confirmed, 'old_rows')
    ELSE format(confirmed, 'new_rows') || ' UNION ' || format(confirmed, 'old_rows')
  END;
  EXECUTE format(
    'UPDATE "artist" a SET "work_styles" = w.work_styles, "work_colors" = w.work_colors
     FROM (SELECT x.id, t.work_styles, t.work_colors
           FROM "artist" x, artist_work_tags(x.id) t
           WHERE x.id IN (%s)) AS w
     WHERE a.id = w.id
       AND (a.work_styles, a.work_colors) IS DISTINCT FROM (w.work_styles, w.work_colors)',
    changed
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER photo_work_tags_insert AFTER INSERT ON "photo"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION photo_work_tags();
--> statement-breakpoint
CREATE TRIGGER photo_work_tags_update AFTER UPDATE ON "photo"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION photo_work_tags();
--> statement-breakpoint
CREATE TRIGGER photo_work_tags_delete AFTER DELETE ON "photo"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION photo_work_tags();
--> statement-breakpoint
CREATE TRIGGER photo_work_tags_truncate AFTER TRUNCATE ON "photo"
FOR EACH STATEMENT EXECUTE FUNCTION photo_work_tags();
--> statement-breakpoint
-- Migration 0008's per-combination counts now count what artists' work shows (so far, what
-- they declared: the counts stand).
CREATE OR REPLACE FUNCTION count_artist_facets() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  added CONSTANT text :=
    'SELECT coalesce(work_styles, styles) AS styles, coalesce(work_colors, colors) AS colors,
       1 AS delta FROM new_rows WHERE is_active';
  removed CONSTANT text :=
    'SELECT coalesce(work_styles, styles) AS styles, coalesce(work_colors, colors) AS colors,
       -1 AS delta FROM old_rows WHERE is_active';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "artist_facet_count";
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO "artist_facet_count" AS f ("styles_mask", "colors_mask", "published")
     SELECT style_mask(styles), color_mask(colors), sum(delta) FROM (%s) AS changed
     GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
     ON CONFLICT ("styles_mask", "colors_mask")
     DO UPDATE SET "published" = f."published" + excluded."published"',
    CASE TG_OP
      WHEN 'INSERT' THEN added
      WHEN 'DELETE' THEN removed
      ELSE added || ' UNION ALL ' || removed
    END
  );
  RETURN NULL;
END
$$;
