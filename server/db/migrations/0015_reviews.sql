CREATE TABLE "review" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"artist_id" text NOT NULL,
	"author_id" text NOT NULL,
	"author_name" text NOT NULL,
	"stars" integer NOT NULL,
	"body" text NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "review_stars_check" CHECK ("review"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "review_photo" (
	"id" text PRIMARY KEY NOT NULL,
	"review_id" text NOT NULL,
	"position" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"placeholder" text NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_report" (
	"review_id" text NOT NULL,
	"reporter_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_report_review_id_reporter_id_pk" PRIMARY KEY("review_id","reporter_id")
);
--> statement-breakpoint
ALTER TABLE "artist" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "artist" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "artist" ADD COLUMN "rating_score" real GENERATED ALWAYS AS (case when rating_count > 0 then (rating_sum + 20.0) / (rating_count + 5) end) STORED;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_request_id_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_artist_id_artist_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photo" ADD CONSTRAINT "review_photo_review_id_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_report" ADD CONSTRAINT "review_report_review_id_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_report" ADD CONSTRAINT "review_report_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_artist_idx" ON "review" USING btree ("artist_id","created_at" DESC NULLS LAST,"id") WHERE "review"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "review_author_idx" ON "review" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "review_photo_review_idx" ON "review_photo" USING btree ("review_id","position");--> statement-breakpoint
CREATE INDEX "review_photo_variants_idx" ON "review_photo" USING gin ("variants" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "artist_rating_score_idx" ON "artist" USING btree ("rating_score" desc nulls last,"id") WHERE "artist"."is_active";--> statement-breakpoint
-- Ratings had no reviews behind them: from now on an artist's rating is the average of their
-- visible reviews, and none until the first ("New"). Decision 0032.
UPDATE "artist" SET "rating" = NULL WHERE "rating" IS NOT NULL;
--> statement-breakpoint
-- Each artist's count, sum and average of visible reviews, kept whatever writes the review table
-- (like the facet counts, migration 0008). Statement-level, from the transition tables: a bulk
-- load updates each artist once. "count = count + n" is re-read under the row's lock, so reviews
-- written at once for one artist all count.
CREATE FUNCTION count_artist_reviews() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  added CONSTANT text := 'SELECT artist_id, 1 AS n, stars AS s FROM new_rows WHERE hidden_at IS NULL';
  removed CONSTANT text := 'SELECT artist_id, -1 AS n, -stars AS s FROM old_rows WHERE hidden_at IS NULL';
BEGIN
  EXECUTE format(
    'UPDATE "artist" AS a
     SET "rating_count" = a."rating_count" + d.n,
         "rating_sum" = a."rating_sum" + d.s,
         "rating" = CASE WHEN a."rating_count" + d.n > 0
                    THEN (a."rating_sum" + d.s)::real / (a."rating_count" + d.n) END
     FROM (SELECT artist_id, sum(n)::int AS n, sum(s)::int AS s FROM (%s) AS changed
           GROUP BY artist_id HAVING sum(n) <> 0 OR sum(s) <> 0) AS d
     WHERE a."id" = d.artist_id',
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
CREATE TRIGGER review_counts_insert AFTER INSERT ON "review"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_artist_reviews();
--> statement-breakpoint
CREATE TRIGGER review_counts_update AFTER UPDATE ON "review"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION count_artist_reviews();
--> statement-breakpoint
CREATE TRIGGER review_counts_delete AFTER DELETE ON "review"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_artist_reviews();
--> statement-breakpoint
-- Reviews show on public pages, which are cached by this version (an edit, a reply, a hiding).
CREATE TRIGGER review_listing_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "review"
FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_version();
