DROP TABLE "request_report" CASCADE;--> statement-breakpoint
DROP TABLE "review_report" CASCADE;