CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"upline_id" integer,
	"downline_id" integer NOT NULL,
	"status" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"max_rate_bps" integer NOT NULL,
	"termination_by" text,
	"close_reason" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"payee_id" integer NOT NULL,
	"payer_id" integer,
	"currency" text NOT NULL,
	"measure" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"rate_bps" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"transfer_id" bigint,
	"settled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_payee_id_members_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_payer_id_members_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_offer_uq" ON "agent_contracts" USING btree ("downline_id","kind") WHERE "agent_contracts"."status" = 'applying';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_live_uq" ON "agent_contracts" USING btree ("downline_id","kind") WHERE "agent_contracts"."status" in ('approved', 'terminating', 'paused');--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","kind");--> statement-breakpoint
CREATE INDEX "agent_contracts_kind_status_idx" ON "agent_contracts" USING btree ("merchant_code","kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlements_period_uq" ON "agent_settlements" USING btree ("contract_id","period_end");--> statement-breakpoint
CREATE INDEX "agent_settlements_payee_idx" ON "agent_settlements" USING btree ("payee_id","kind","period_end");--> statement-breakpoint
CREATE INDEX "agent_settlements_payer_idx" ON "agent_settlements" USING btree ("payer_id","kind","period_end");--> statement-breakpoint
CREATE INDEX "agent_settlements_period_idx" ON "agent_settlements" USING btree ("merchant_code","kind","period_end");--> statement-breakpoint
-- agent_payouts (modules/agents): the house account that pays top-level agents' wages and dividends;
-- like bonuses, it mirrors money leaving the house and may go below zero.
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
        'trial_game_revenue', 'trial_bonuses', 'agent_payouts'))
    ON CONFLICT (account_key) DO NOTHING
    RETURNING a.id INTO v_id;
    IF v_id IS NULL THEN
      SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.account_key = p_key;
    END IF;
  END IF;
  RETURN v_id;
END
$$;
