ALTER TABLE "deposits" ADD COLUMN "first_approved_by_id" integer;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "first_approved_by_name" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "first_approved_at" timestamp with time zone;