CREATE TABLE "rebate_accruals" (
	"member_id" integer NOT NULL,
	"day" text NOT NULL,
	"product_type" text NOT NULL,
	"merchant_code" text NOT NULL,
	"currency" text NOT NULL,
	"valid_bet" bigint NOT NULL,
	"accrued_e4" bigint NOT NULL,
	"paid_valid_bet" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rebate_accruals_member_id_day_product_type_pk" PRIMARY KEY("member_id","day","product_type")
);
--> statement-breakpoint
CREATE TABLE "rebate_claimants" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"last_claim_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rebate_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"from_day" text NOT NULL,
	"to_day" text NOT NULL,
	"transfer_id" bigint,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "rebate_payouts_amount" CHECK ("rebate_payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "rebate_rates" (
	"merchant_code" text NOT NULL,
	"product_type" text NOT NULL,
	"vip_level" integer NOT NULL,
	"rate_bps" integer NOT NULL,
	CONSTRAINT "rebate_rates_merchant_code_product_type_vip_level_pk" PRIMARY KEY("merchant_code","product_type","vip_level"),
	CONSTRAINT "rebate_rates_rate" CHECK ("rebate_rates"."rate_bps" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "rebate_settings" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"min_claim" bigint NOT NULL,
	"cooldown_minutes" integer NOT NULL,
	"auto_pay" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rebate_settings_values" CHECK ("rebate_settings"."min_claim" >= 0 and "rebate_settings"."cooldown_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rebate_accruals" ADD CONSTRAINT "rebate_accruals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claimants" ADD CONSTRAINT "rebate_claimants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_payouts" ADD CONSTRAINT "rebate_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_rates" ADD CONSTRAINT "rebate_rates_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_settings" ADD CONSTRAINT "rebate_settings_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rebate_accruals_day_idx" ON "rebate_accruals" USING btree ("merchant_code","day","member_id");--> statement-breakpoint
CREATE INDEX "rebate_accruals_open_idx" ON "rebate_accruals" USING btree ("member_id") WHERE "rebate_accruals"."accrued_e4" >= ("rebate_accruals"."paid" + 1) * 10000;--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_payouts_key_uq" ON "rebate_payouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "rebate_payouts_member_idx" ON "rebate_payouts" USING btree ("member_id","id");