-- Request e-mails that wait for the end of a quiet time (decision 0057): one row per side of a
-- request, the lines to tell and when the e-mail may go. Deleted as it is claimed, so sent once.
CREATE TABLE "request_mail_pending" (
	"request_id" text NOT NULL,
	"recipient" text NOT NULL,
	"message_ids" text[] NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	CONSTRAINT "request_mail_pending_request_id_recipient_pk" PRIMARY KEY("request_id","recipient")
);
--> statement-breakpoint
ALTER TABLE "request_mail_pending" ADD CONSTRAINT "request_mail_pending_request_id_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_mail_pending_due_idx" ON "request_mail_pending" USING btree ("due_at");