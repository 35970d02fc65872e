ALTER TABLE "withdraw_settings" ADD COLUMN "four_eyes_amount" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "approved_by_id" integer;