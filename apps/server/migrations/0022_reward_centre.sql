CREATE TABLE "reward_centre_settings" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"sign_in_amounts" jsonb NOT NULL,
	"register_amount" bigint NOT NULL,
	"rescue_bps" integer NOT NULL,
	"rescue_min_loss" bigint NOT NULL,
	"rescue_max" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"template_code" text NOT NULL,
	"streak_day" integer,
	"title" text,
	"idempotency_key" text,
	"grant_id" bigint,
	"claim_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "reward_claims_amount" CHECK ("reward_claims"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "reward_centre_settings" ADD CONSTRAINT "reward_centre_settings_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_claims_period_uq" ON "reward_claims" USING btree ("member_id","kind","period");--> statement-breakpoint
CREATE INDEX "reward_claims_member_idx" ON "reward_claims" USING btree ("member_id","id");