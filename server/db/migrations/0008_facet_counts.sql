-- The number of published artists for each combination of styles and colors, kept by triggers
-- whatever writes the artist table (decision 0017). /artists shows an exact count of matches;
-- for the broadest lists (everyone, or a style or color) counting the matching rows meant
-- reading tens of thousands of them, while summing these groups reads a few thousand.
--
-- A mask's bit i stands for the i-th style or color of core/catalogue.ts (the integration test
-- "facet counts" fails when the two lists differ: a new style or color needs a migration that
-- replaces these functions and recounts).
CREATE FUNCTION facet_mask(chosen text[], catalogue text[]) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(bit_or(1 << (array_position(catalogue, value) - 1)), 0)
  FROM unnest(chosen) AS value
  WHERE array_position(catalogue, value) IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION style_mask(styles text[]) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT facet_mask(styles, ARRAY['French Tips', 'Gel Extensions', 'Nail Art', 'Ombre', 'Glitter', 'Acrylic', 'Dip Powder', 'Stiletto', 'Coffin', 'Almond'])
$$;
--> statement-breakpoint
CREATE FUNCTION color_mask(colors text[]) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT facet_mask(colors, ARRAY['Red', 'Pink', 'Purple', 'Blue', 'Green', 'Yellow', 'Orange', 'Black', 'White', 'Gold', 'Silver', 'Neon', 'Pastel'])
$$;
--> statement-breakpoint
CREATE TABLE "artist_facet_count" (
  "styles_mask" integer NOT NULL,
  "colors_mask" integer NOT NULL,
  "published" integer NOT NULL,
  PRIMARY KEY ("styles_mask", "colors_mask")
);
--> statement-breakpoint
INSERT INTO "artist_facet_count"
SELECT style_mask("styles"), color_mask("colors"), count(*)
FROM "artist" WHERE "is_active" GROUP BY 1, 2;
--> statement-breakpoint
-- Statement-level, from the transition tables: a bulk load updates each group once. Groups are
-- locked in key order so that concurrent writers never deadlock.
CREATE FUNCTION count_artist_facets() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  added CONSTANT text := 'SELECT styles, colors, 1 AS delta FROM new_rows WHERE is_active';
  removed CONSTANT text := 'SELECT styles, colors, -1 AS delta FROM old_rows WHERE is_active';
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
--> statement-breakpoint
CREATE TRIGGER artist_facet_count_insert AFTER INSERT ON "artist"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_artist_facets();
--> statement-breakpoint
CREATE TRIGGER artist_facet_count_update AFTER UPDATE ON "artist"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION count_artist_facets();
--> statement-breakpoint
CREATE TRIGGER artist_facet_count_delete AFTER DELETE ON "artist"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_artist_facets();
--> statement-breakpoint
CREATE TRIGGER artist_facet_count_truncate AFTER TRUNCATE ON "artist"
FOR EACH STATEMENT EXECUTE FUNCTION count_artist_facets();
