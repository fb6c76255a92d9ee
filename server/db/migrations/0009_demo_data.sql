-- Whether the demo data was started on this database, and whether it was finished (server/demo/seed.ts):
-- a start stopped midway (a crash, Ctrl-C) leaves the row without completed_at, and the next start
-- carries on.
CREATE TABLE "demo_data" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "demo_data_one_row" CHECK ("demo_data"."id")
);
