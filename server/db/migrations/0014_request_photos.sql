CREATE TABLE "request_photo" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"message_id" text NOT NULL,
	"author_id" text NOT NULL,
	"position" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"placeholder" text NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_photo" ADD CONSTRAINT "request_photo_request_id_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_photo" ADD CONSTRAINT "request_photo_message_id_request_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."request_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_photo" ADD CONSTRAINT "request_photo_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_photo_message_idx" ON "request_photo" USING btree ("message_id","position");--> statement-breakpoint
CREATE INDEX "request_photo_request_idx" ON "request_photo" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "request_photo_author_idx" ON "request_photo" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "request_photo_variants_idx" ON "request_photo" USING gin ("variants" jsonb_path_ops);