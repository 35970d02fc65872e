CREATE TABLE "point_earn_carry" (
	"member_id" integer NOT NULL,
	"product_type" text NOT NULL,
	"valid_bet" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text,
	"points" bigint NOT NULL,
	"amount" bigint,
	"quantity" integer,
	"available" integer,
	"per_member_limit" integer,
	"active" boolean NOT NULL,
	"sort" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_items_points_positive" CHECK ("point_items"."points" > 0),
	CONSTRAINT "point_items_available" CHECK ("point_items"."available" is null or "point_items"."available" >= 0),
	CONSTRAINT "point_items_cash_amount" CHECK (("point_items"."kind" = 'cash' and "point_items"."amount" > 0) or ("point_items"."kind" = 'goods' and "point_items"."amount" is null))
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"item_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"points" bigint NOT NULL,
	"amount" bigint,
	"status" text NOT NULL,
	"address" jsonb,
	"idempotency_key" text NOT NULL,
	"operator_id" integer,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_settings" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"earn_per_point" jsonb NOT NULL,
	"point_value" bigint NOT NULL,
	"min_convert" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_settings_positive" CHECK ("point_settings"."point_value" >= 0 and "point_settings"."min_convert" >= 1)
);
--> statement-breakpoint
ALTER TABLE "point_earn_carry" ADD CONSTRAINT "point_earn_carry_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_items" ADD CONSTRAINT "point_items_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_item_id_point_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."point_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_settings" ADD CONSTRAINT "point_settings_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_earn_carry_pk" ON "point_earn_carry" USING btree ("member_id","product_type");--> statement-breakpoint
CREATE INDEX "point_items_merchant_idx" ON "point_items" USING btree ("merchant_code","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemptions_idem_uq" ON "point_redemptions" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "point_redemptions_member_idx" ON "point_redemptions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "point_redemptions_item_member_idx" ON "point_redemptions" USING btree ("item_id","member_id");--> statement-breakpoint
CREATE INDEX "point_redemptions_status_idx" ON "point_redemptions" USING btree ("merchant_code","status","created_at");--> statement-breakpoint
-- points_issued (modules/points, decision R8): the house side of every point members hold (currency PTS);
-- like bonuses it mirrors value the house has given out, so it may go below zero.
CREATE OR REPLACE FUNCTION ledger_ensure_account(
  p_key text, p_merchant text, p_currency text, p_owner text, p_member integer, p_vendor text, p_house text
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.account_key = p_key;
  IF v_id IS NULL THEN
    INSERT INTO ledger_accounts AS a
      (account_key, merchant_code, currency, owner_kind, member_id, vendor_code, house_kind, allow_negative)
    VALUES (p_key, p_merchant, p_currency, p_owner, p_member, p_vendor, p_house,
      p_owner = 'house' AND p_house IN ('external', 'demo_funds', 'game_revenue', 'bonuses',
        'trial_game_revenue', 'trial_bonuses', 'agent_payouts', 'points_issued'))
    ON CONFLICT (account_key) DO NOTHING
    RETURNING a.id INTO v_id;
    IF v_id IS NULL THEN
      SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.account_key = p_key;
    END IF;
  END IF;
  RETURN v_id;
END
$$;
