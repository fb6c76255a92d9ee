-- The price filter's counts from the facet groups (decision 0017): each group also by the band of
-- its artists' lowest price, the first of PRICE_FILTERS it is within (0: up to $40, 1: $60,
-- 2: $80, 3: $100), 4 above them, 5 without prices.
CREATE FUNCTION price_band(cents integer) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN cents IS NULL THEN 5
    WHEN cents <= 4000 THEN 0
    WHEN cents <= 6000 THEN 1
    WHEN cents <= 8000 THEN 2
    WHEN cents <= 10000 THEN 3
    ELSE 4
  END::smallint
$$;
--> statement-breakpoint
LOCK TABLE "artist" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
ALTER TABLE "artist_facet_count" ADD COLUMN "price_band" smallint NOT NULL DEFAULT 5;
--> statement-breakpoint
ALTER TABLE "artist_facet_count" DROP CONSTRAINT "artist_facet_count_pkey";
--> statement-breakpoint
ALTER TABLE "artist_facet_count" ADD PRIMARY KEY ("styles_mask", "colors_mask", "price_band");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_artist_facets() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  added CONSTANT text :=
    'SELECT coalesce(work_styles, styles) AS styles, coalesce(work_colors, colors) AS colors,
       min_price_cents, 1 AS delta FROM new_rows WHERE is_active';
  removed CONSTANT text :=
    'SELECT coalesce(work_styles, styles) AS styles, coalesce(work_colors, colors) AS colors,
       min_price_cents, -1 AS delta FROM old_rows WHERE is_active';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "artist_facet_count";
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO "artist_facet_count" AS f ("styles_mask", "colors_mask", "price_band", "published")
     SELECT style_mask(styles), color_mask(colors), price_band(min_price_cents), sum(delta)
     FROM (%s) AS changed
     GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
     ON CONFLICT ("styles_mask", "colors_mask", "price_band")
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
DELETE FROM "artist_facet_count";
--> statement-breakpoint
INSERT INTO "artist_facet_count" ("styles_mask", "colors_mask", "price_band", "published")
SELECT style_mask(coalesce("work_styles", "styles")), color_mask(coalesce("work_colors", "colors")),
       price_band("min_price_cents"), count(*)
FROM "artist" WHERE "is_active" GROUP BY 1, 2, 3;
--> statement-breakpoint
ALTER TABLE "artist_facet_count" ALTER COLUMN "price_band" DROP DEFAULT;
