CREATE TABLE "request" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text,
	"artist_id" text,
	"client_name" text NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"styles" text[] DEFAULT '{}'::text[] NOT NULL,
	"colors" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"budget_usd" integer,
	"time_zone" text NOT NULL,
	"proposed_for" timestamp with time zone,
	"booked_for" timestamp with time zone,
	"client_unread" integer DEFAULT 0 NOT NULL,
	"artist_unread" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_message" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"author_id" text NOT NULL,
	"event" text,
	"body" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request" ADD CONSTRAINT "request_client_id_user_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request" ADD CONSTRAINT "request_artist_id_artist_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artist"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_message" ADD CONSTRAINT "request_message_request_id_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_message" ADD CONSTRAINT "request_message_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_artist_activity_idx" ON "request" USING btree ("artist_id","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "request_client_activity_idx" ON "request" USING btree ("client_id","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "request_client_created_idx" ON "request" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "request_message_request_idx" ON "request_message" USING btree ("request_id","created_at","id");--> statement-breakpoint
CREATE INDEX "request_message_author_idx" ON "request_message" USING btree ("author_id","created_at");