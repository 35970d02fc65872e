CREATE TABLE "bonus_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"deposit_amount" bigint NOT NULL,
	"requirement" bigint NOT NULL,
	"progress" bigint NOT NULL,
	"status" text NOT NULL,
	"weights" jsonb NOT NULL,
	"source_key" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "bonus_grants_amounts" CHECK ("bonus_grants"."amount" > 0 and "bonus_grants"."requirement" >= 0 and "bonus_grants"."progress" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_settings" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"withdrawal_rule" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"trigger" text NOT NULL,
	"name" text NOT NULL,
	"percent_bps" integer NOT NULL,
	"fixed_amount" bigint NOT NULL,
	"max_bonus" bigint NOT NULL,
	"min_deposit" bigint NOT NULL,
	"multiple_x100" integer NOT NULL,
	"base" text NOT NULL,
	"expiry_days" integer NOT NULL,
	"weights" jsonb NOT NULL,
	"active" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_templates_values" CHECK ("bonus_templates"."percent_bps" between 0 and 10000 and "bonus_templates"."fixed_amount" >= 0 and "bonus_templates"."max_bonus" >= 0 and "bonus_templates"."min_deposit" >= 0 and "bonus_templates"."multiple_x100" between 0 and 10000 and "bonus_templates"."expiry_days" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_shape";--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_template_id_bonus_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."bonus_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_settings" ADD CONSTRAINT "bonus_settings_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_templates" ADD CONSTRAINT "bonus_templates_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_source_uq" ON "bonus_grants" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "bonus_grants_member_idx" ON "bonus_grants" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "bonus_grants_active_idx" ON "bonus_grants" USING btree ("member_id","id") WHERE "bonus_grants"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_templates_code_uq" ON "bonus_templates" USING btree ("merchant_code","code");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_shape" CHECK (("ledger_accounts"."owner_kind" in ('member', 'member-bonus') and "ledger_accounts"."member_id" is not null and "ledger_accounts"."vendor_code" is null and "ledger_accounts"."house_kind" is null)
        or ("ledger_accounts"."owner_kind" = 'vendor-wallet' and "ledger_accounts"."member_id" is not null and "ledger_accounts"."vendor_code" is not null and "ledger_accounts"."house_kind" is null)
        or ("ledger_accounts"."owner_kind" = 'house' and "ledger_accounts"."member_id" is null and "ledger_accounts"."vendor_code" is null and "ledger_accounts"."house_kind" is not null));