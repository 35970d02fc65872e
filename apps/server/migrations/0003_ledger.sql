CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"merchant_code" text NOT NULL,
	"currency" text NOT NULL,
	"owner_kind" text NOT NULL,
	"member_id" integer,
	"vendor_code" text,
	"house_kind" text,
	"balance" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_balance_guard" CHECK ("ledger_accounts"."balance" >= 0 or "ledger_accounts"."allow_negative"),
	CONSTRAINT "ledger_accounts_owner_shape" CHECK (("ledger_accounts"."owner_kind" = 'member' and "ledger_accounts"."member_id" is not null and "ledger_accounts"."vendor_code" is null and "ledger_accounts"."house_kind" is null)
        or ("ledger_accounts"."owner_kind" = 'vendor-wallet' and "ledger_accounts"."member_id" is not null and "ledger_accounts"."vendor_code" is not null and "ledger_accounts"."house_kind" is null)
        or ("ledger_accounts"."owner_kind" = 'house' and "ledger_accounts"."member_id" is null and "ledger_accounts"."vendor_code" is null and "ledger_accounts"."house_kind" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"type" text NOT NULL,
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference" text,
	"actor_kind" text NOT NULL,
	"actor_id" text NOT NULL,
	"metadata" jsonb,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'posted' NOT NULL,
	"debit_balance_after" bigint NOT NULL,
	"credit_balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_distinct_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_settings" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"single_wallet" boolean DEFAULT false NOT NULL,
	"trial_credit" bigint DEFAULT 200000 NOT NULL,
	"max_transfer" bigint DEFAULT 100000000000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_settings" ADD CONSTRAINT "wallet_settings_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_key_uq" ON "ledger_accounts" USING btree ("account_key");--> statement-breakpoint
CREATE INDEX "ledger_accounts_member_idx" ON "ledger_accounts" USING btree ("member_id") WHERE "ledger_accounts"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_key_uq" ON "ledger_transfers" USING btree ("merchant_code","idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transfers_settle_idx" ON "ledger_transfers" USING btree ("merchant_code","reference") WHERE "ledger_transfers"."type" in ('withdrawal_paid', 'withdrawal_release');--> statement-breakpoint
-- Append-only ledger: transfers and entries are never changed or removed, and accounts are never removed.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
-- The id of an account, created on first use. Which house accounts may go below zero is decided here:
-- those that mirror money outside the players' wallets (the outside world, the demo money source, and
-- the house's game and bonus results).
CREATE FUNCTION ledger_ensure_account(
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
      p_owner = 'house' AND p_house IN ('external', 'demo_funds', 'game_revenue', 'bonuses'))
    ON CONFLICT (account_key) DO NOTHING
    RETURNING a.id INTO v_id;
    IF v_id IS NULL THEN
      SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.account_key = p_key;
    END IF;
  END IF;
  RETURN v_id;
END
$$;--> statement-breakpoint
-- One transfer in one call (one round trip in autocommit, or inside the caller's transaction):
-- lock both accounts in ascending id order, check the balance guard, claim the idempotency key, move
-- the balances and write the two entries. Refusals (insufficient, conflict) change nothing and raise
-- nothing, so a caller's surrounding transaction stays usable.
-- o_status: posted | replayed | conflict | insufficient (o_debit_balance = the balance found).
CREATE FUNCTION ledger_post(
  p_merchant text, p_key text, p_hash text, p_type text, p_currency text, p_amount bigint,
  p_debit_key text, p_debit_owner text, p_debit_member integer, p_debit_vendor text, p_debit_house text,
  p_credit_key text, p_credit_owner text, p_credit_member integer, p_credit_vendor text, p_credit_house text,
  p_reference text, p_actor_kind text, p_actor_id text, p_metadata jsonb,
  OUT o_status text, OUT o_transfer_id bigint, OUT o_debit_balance bigint, OUT o_credit_balance bigint,
  OUT o_created_at timestamptz
) LANGUAGE plpgsql AS $$
DECLARE
  r record;
  v_debit bigint;
  v_credit bigint;
  v_debit_balance bigint;
  v_debit_negative boolean;
  v_credit_balance bigint;
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION 'ledger_post: amount must be positive' USING ERRCODE = 'check_violation';
  END IF;
  IF p_debit_key = p_credit_key THEN
    RAISE EXCEPTION 'ledger_post: debit and credit are the same account' USING ERRCODE = 'check_violation';
  END IF;
  FOR attempt IN 1..2 LOOP
    FOR r IN
      SELECT a.id, a.account_key, a.balance, a.allow_negative
      FROM ledger_accounts a
      WHERE a.account_key IN (p_debit_key, p_credit_key)
      ORDER BY a.id
      FOR UPDATE
    LOOP
      IF r.account_key = p_debit_key THEN
        v_debit := r.id; v_debit_balance := r.balance; v_debit_negative := r.allow_negative;
      ELSE
        v_credit := r.id; v_credit_balance := r.balance;
      END IF;
    END LOOP;
    EXIT WHEN v_debit IS NOT NULL AND v_credit IS NOT NULL;
    IF attempt = 2 THEN
      RAISE EXCEPTION 'ledger_post: could not create the accounts';
    END IF;
    PERFORM ledger_ensure_account(p_debit_key, p_merchant, p_currency, p_debit_owner, p_debit_member,
      p_debit_vendor, p_debit_house);
    PERFORM ledger_ensure_account(p_credit_key, p_merchant, p_currency, p_credit_owner, p_credit_member,
      p_credit_vendor, p_credit_house);
  END LOOP;

  IF v_debit_negative OR v_debit_balance >= p_amount THEN
    INSERT INTO ledger_transfers AS t
      (merchant_code, idempotency_key, type, debit_account_id, credit_account_id, amount, currency,
       reference, actor_kind, actor_id, metadata, request_hash, debit_balance_after, credit_balance_after)
    VALUES (p_merchant, p_key, p_type, v_debit, v_credit, p_amount, p_currency, p_reference, p_actor_kind,
      p_actor_id, p_metadata, p_hash, v_debit_balance - p_amount, v_credit_balance + p_amount)
    ON CONFLICT (merchant_code, idempotency_key) DO NOTHING
    RETURNING t.id, t.created_at INTO o_transfer_id, o_created_at;
    IF o_transfer_id IS NOT NULL THEN
      UPDATE ledger_accounts a
        SET balance = a.balance + CASE WHEN a.id = v_debit THEN -p_amount ELSE p_amount END
        WHERE a.id IN (v_debit, v_credit);
      INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
      VALUES (o_transfer_id, v_debit, -p_amount, v_debit_balance - p_amount, o_created_at),
             (o_transfer_id, v_credit, p_amount, v_credit_balance + p_amount, o_created_at);
      o_status := 'posted';
      o_debit_balance := v_debit_balance - p_amount;
      o_credit_balance := v_credit_balance + p_amount;
      RETURN;
    END IF;
  END IF;

  -- Refused by the guard, or the key is taken: a replay answers the first result.
  SELECT t.id, t.request_hash, t.debit_balance_after, t.credit_balance_after, t.created_at INTO r
  FROM ledger_transfers t WHERE t.merchant_code = p_merchant AND t.idempotency_key = p_key;
  IF FOUND THEN
    o_status := CASE WHEN r.request_hash = p_hash THEN 'replayed' ELSE 'conflict' END;
    o_transfer_id := r.id;
    o_debit_balance := r.debit_balance_after;
    o_credit_balance := r.credit_balance_after;
    o_created_at := r.created_at;
    RETURN;
  END IF;
  o_status := 'insufficient';
  o_transfer_id := NULL;
  o_debit_balance := v_debit_balance;
  o_credit_balance := v_credit_balance;
END
$$;
