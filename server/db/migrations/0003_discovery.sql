CREATE TABLE "us_place" (
	"state" text NOT NULL,
	"city" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "us_place_state_city_pk" PRIMARY KEY("state","city")
);
--> statement-breakpoint
DROP INDEX "artist_active_published_idx";--> statement-breakpoint
DROP INDEX "artist_state_idx";--> statement-breakpoint
ALTER TABLE "artist" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "artist" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "artist" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "artist_listing_idx" ON "artist" USING btree ("published_at" DESC NULLS LAST,"id") WHERE "artist"."is_active";--> statement-breakpoint
CREATE INDEX "artist_styles_idx" ON "artist" USING gin ("styles") WHERE "artist"."is_active";--> statement-breakpoint
CREATE INDEX "artist_colors_idx" ON "artist" USING gin ("colors") WHERE "artist"."is_active";--> statement-breakpoint
CREATE INDEX "artist_search_text_idx" ON "artist" USING gin ("search_text" gin_trgm_ops) WHERE "artist"."is_active";--> statement-breakpoint
CREATE INDEX "artist_display_name_idx" ON "artist" USING gin ("display_name" gin_trgm_ops) WHERE "artist"."is_active";--> statement-breakpoint
CREATE INDEX "artist_city_idx" ON "artist" USING gin ("city" gin_trgm_ops) WHERE "artist"."is_active";--> statement-breakpoint
CREATE INDEX "artist_position_idx" ON "artist" USING btree ("lat","lng") WHERE "artist"."is_active" and "artist"."lat" is not null;--> statement-breakpoint
CREATE INDEX "artist_state_idx" ON "artist" USING btree ("state") WHERE "artist"."is_active";