CREATE TABLE "match_ranking" (
	"id" text PRIMARY KEY NOT NULL,
	"ranked" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "match_ranking_created_at_idx" ON "match_ranking" USING btree ("created_at");