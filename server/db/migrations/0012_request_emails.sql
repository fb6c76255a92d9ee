CREATE TABLE "mail_setting" (
	"user_id" text PRIMARY KEY NOT NULL,
	"request_emails" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request" ADD COLUMN "client_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request" ADD COLUMN "artist_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_setting" ADD CONSTRAINT "mail_setting_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;