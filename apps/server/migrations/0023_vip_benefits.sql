ALTER TABLE "vip_levels" ADD COLUMN "monthly_bonus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "withdraw_daily_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "withdraw_daily_count" integer DEFAULT 0 NOT NULL;