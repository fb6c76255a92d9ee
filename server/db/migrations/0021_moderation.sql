CREATE TABLE "admin_action" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_id" text,
	"admin_email" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"account_id" text,
	"report_id" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report" (
	"id" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"request_id" text,
	"source" text DEFAULT 'report' NOT NULL,
	"reporter_id" text,
	"reported_id" text,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decision" text,
	CONSTRAINT "report_subject_check" CHECK ("report"."subject" in ('review', 'message', 'profile'))
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "signup_address" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_action" ADD CONSTRAINT "admin_action_admin_id_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report" ADD CONSTRAINT "report_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report" ADD CONSTRAINT "report_reported_id_user_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_action_created_idx" ON "admin_action" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "report_open_idx" ON "report" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "report"."decided_at" is null;--> statement-breakpoint
CREATE INDEX "report_subject_idx" ON "report" USING btree ("subject","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_once_key" ON "report" USING btree ("subject","subject_id","reporter_id","source") WHERE "report"."decided_at" is null and "report"."reporter_id" is not null;--> statement-breakpoint
-- Reports made before decision 0053 join the admin's queue, with a copy of what they are about.
INSERT INTO "report" ("id", "subject", "subject_id", "reporter_id", "reported_id", "reason", "note", "content", "created_at")
SELECT gen_random_uuid()::text, 'review', rr."review_id", rr."reporter_id", r."author_id", 'other', 'Reported before reasons were asked.', r."body", rr."created_at"
FROM "review_report" rr JOIN "review" r ON r."id" = rr."review_id";--> statement-breakpoint
INSERT INTO "report" ("id", "subject", "subject_id", "request_id", "reporter_id", "reported_id", "reason", "note", "content", "created_at")
SELECT gen_random_uuid()::text, 'message', "message_id", "request_id", "reporter_id", "author_id", 'other', 'Reported before reasons were asked.', "body", "created_at"
FROM "request_report";--> statement-breakpoint
-- Reviews hidden by a count of reports were hidden by no one: they show again until an admin decides.
UPDATE "review" SET "hidden_at" = NULL WHERE "hidden_at" IS NOT NULL;
