CREATE TABLE "artist" (
	"id" text PRIMARY KEY NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"styles" text[] DEFAULT '{}'::text[] NOT NULL,
	"colors" text[] DEFAULT '{}'::text[] NOT NULL,
	"background_color" text DEFAULT 'bg-white' NOT NULL,
	"profile_photo_id" text,
	"instagram" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"booking_email" text DEFAULT '' NOT NULL,
	"booking_link" text DEFAULT '' NOT NULL,
	"state" text,
	"city" text,
	"location" text DEFAULT '' NOT NULL,
	"rating" real,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artist_state_check" CHECK ("artist"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "artist_rating_check" CHECK ("artist"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "photo" (
	"id" text PRIMARY KEY NOT NULL,
	"artist_id" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"placeholder" text NOT NULL,
	"variants" jsonb NOT NULL,
	"generated_labels" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_kind_check" CHECK ("photo"."kind" in ('portfolio', 'profile'))
);
--> statement-breakpoint
ALTER TABLE "artist" ADD CONSTRAINT "artist_id_user_id_fk" FOREIGN KEY ("id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist" ADD CONSTRAINT "artist_profile_photo_id_photo_id_fk" FOREIGN KEY ("profile_photo_id") REFERENCES "public"."photo"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo" ADD CONSTRAINT "photo_artist_id_artist_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artist_active_published_idx" ON "artist" USING btree ("is_active","published_at");--> statement-breakpoint
CREATE INDEX "artist_state_idx" ON "artist" USING btree ("state");--> statement-breakpoint
CREATE INDEX "photo_artist_kind_position_idx" ON "photo" USING btree ("artist_id","kind","position");--> statement-breakpoint
CREATE INDEX "photo_variants_idx" ON "photo" USING gin ("variants" jsonb_path_ops);