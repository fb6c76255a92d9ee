-- "From $N" and the price filter read an artist's lowest price: a removal on its own is not a
-- manicure, so a $15 soak-off no longer makes a $60 artist "From $15" (decision 0063).
CREATE OR REPLACE FUNCTION artist_min_price() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'UPDATE "artist" AS a
     SET "min_price_cents" = (SELECT min(s."price_cents") FROM "artist_service" AS s
                              WHERE s."artist_id" = a."id" AND s."category" <> ''Removal'')
     WHERE a."id" IN (%s)',
    CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT artist_id FROM new_rows'
      WHEN 'DELETE' THEN 'SELECT artist_id FROM old_rows'
      ELSE 'SELECT artist_id FROM new_rows UNION SELECT artist_id FROM old_rows'
    END
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE "artist" AS a
SET "min_price_cents" = (SELECT min(s."price_cents") FROM "artist_service" AS s
                         WHERE s."artist_id" = a."id" AND s."category" <> 'Removal')
WHERE a."min_price_cents" IS NOT NULL;
