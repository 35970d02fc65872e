-- Each lottery bet keeps its draw's committed seed hash (filled in for the bets placed before).
ALTER TABLE "lottery_bets" ADD COLUMN "server_seed_hash" text;--> statement-breakpoint
UPDATE "lottery_bets" b SET "server_seed_hash" = d."server_seed_hash" FROM "lottery_draws" d WHERE d."id" = b."draw_id";--> statement-breakpoint
ALTER TABLE "lottery_bets" ALTER COLUMN "server_seed_hash" SET NOT NULL;--> statement-breakpoint
-- The trial book (modules/ledger/accounts.ts TRIAL_BOOK): its game and bonus accounts, like their real
-- twins, mirror money outside the players' wallets and may go below zero.
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
        'trial_game_revenue', 'trial_bonuses'))
    ON CONFLICT (account_key) DO NOTHING
    RETURNING a.id INTO v_id;
    IF v_id IS NULL THEN
      SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.account_key = p_key;
    END IF;
  END IF;
  RETURN v_id;
END
$$;
