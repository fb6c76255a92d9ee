-- Two transactions that each change an artist's listing could deadlock on PostgreSQL: a change to
-- an artist's row counts its facets (artist_facet_count rows, shared by every artist with the
-- same styles and colors) before its statement bumps listing_version, while a change to a photo
-- bumps listing_version before the photo's tags update the artist and count its facets. Seen in
-- the two-instance end-to-end suite ("deadlock detected" publishing an artist). Counting facets
-- now takes the listing_version row first, so every such transaction locks in one order.
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
  -- The listing version's one row first, as a photo's statements take it (their listing-version
  -- trigger fires before the one that updates the artist): one order, no deadlock.
  PERFORM 1 FROM "listing_version" FOR UPDATE;
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
