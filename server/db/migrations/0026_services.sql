-- Service menus (decision 0063): each artist's services in cents, and their lowest price on the
-- artist's row for the price filter and sort.
CREATE TABLE "artist_service" (
	"id" text PRIMARY KEY NOT NULL,
	"artist_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"price_cents" integer NOT NULL,
	"up_to_cents" integer,
	"minutes" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artist_service_category_check" CHECK (category in ('Manicure', 'Extensions', 'Nail art', 'Pedicure', 'Removal', 'Other')),
	CONSTRAINT "artist_service_price_check" CHECK (price_cents between 100 and 1000000),
	CONSTRAINT "artist_service_up_to_check" CHECK (up_to_cents is null or (up_to_cents > price_cents and up_to_cents <= 1000000)),
	CONSTRAINT "artist_service_minutes_check" CHECK (minutes between 5 and 600)
);
--> statement-breakpoint
ALTER TABLE "artist" ADD COLUMN "min_price_cents" integer;--> statement-breakpoint
ALTER TABLE "artist_service" ADD CONSTRAINT "artist_service_artist_id_artist_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artist_service_artist_idx" ON "artist_service" USING btree ("artist_id","position");--> statement-breakpoint
CREATE INDEX "artist_min_price_idx" ON "artist" USING btree ("min_price_cents" nulls last,"id") WHERE "artist"."is_active";--> statement-breakpoint
-- Each artist's lowest price, kept whatever writes the menu (decision 0063): statement-level, from
-- the transition tables, so a menu saved as one statement updates its artist once.
CREATE FUNCTION artist_min_price() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'UPDATE "artist" AS a
     SET "min_price_cents" = (SELECT min(s."price_cents") FROM "artist_service" AS s
                              WHERE s."artist_id" = a."id")
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
CREATE TRIGGER artist_service_min_price_insert AFTER INSERT ON "artist_service"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION artist_min_price();
--> statement-breakpoint
CREATE TRIGGER artist_service_min_price_update AFTER UPDATE ON "artist_service"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION artist_min_price();
--> statement-breakpoint
CREATE TRIGGER artist_service_min_price_delete AFTER DELETE ON "artist_service"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION artist_min_price();
--> statement-breakpoint
-- Services show on public pages (the profile, the cards), which are cached by this version.
CREATE TRIGGER artist_service_listing_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
ON "artist_service" FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_version();
