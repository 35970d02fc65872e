-- ledger_post created a missing account only after it had locked the existing one, while
-- ledger_post_batch creates first and locks after: a batch holding a new account's insert and waiting for
-- an old account's lock, against a single post holding that lock and waiting for the new account, was a
-- deadlock (seen once in the two-instance concurrency test). Now both create first, in key order.
-- "Key order" is byte order (COLLATE "C") everywhere, the order transferMany sorts keys in JavaScript,
-- whatever collation the operator's database was created with.
CREATE OR REPLACE FUNCTION ledger_post(
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
  -- Missing accounts first, in key order, before any row lock: ledger_post_batch and transferMany do the
  -- same, so a transaction never waits on another's new account while holding a lock that one needs.
  IF (SELECT count(*) FROM ledger_accounts a WHERE a.account_key IN (p_debit_key, p_credit_key)) < 2 THEN
    IF p_debit_key COLLATE "C" < p_credit_key COLLATE "C" THEN
      PERFORM ledger_ensure_account(p_debit_key, p_merchant, p_currency, p_debit_owner, p_debit_member,
        p_debit_vendor, p_debit_house);
      PERFORM ledger_ensure_account(p_credit_key, p_merchant, p_currency, p_credit_owner, p_credit_member,
        p_credit_vendor, p_credit_house);
    ELSE
      PERFORM ledger_ensure_account(p_credit_key, p_merchant, p_currency, p_credit_owner, p_credit_member,
        p_credit_vendor, p_credit_house);
      PERFORM ledger_ensure_account(p_debit_key, p_merchant, p_currency, p_debit_owner, p_debit_member,
        p_debit_vendor, p_debit_house);
    END IF;
  END IF;
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
  IF v_debit IS NULL OR v_credit IS NULL THEN
    RAISE EXCEPTION 'ledger_post: could not create the accounts';
  END IF;

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
--> statement-breakpoint
-- The batch as in 0009, its account creation in byte order.
CREATE OR REPLACE FUNCTION ledger_post_batch(p_batch jsonb)
RETURNS TABLE (o_index integer, o_status text, o_transfer_id bigint, o_debit_balance bigint,
  o_credit_balance bigint, o_created_at timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  rec record;
  v_keys text[];
  v_n integer;
  v_found integer := 0;
  v_ids bigint[];
  v_start bigint[];
  v_bal bigint[];
  v_neg boolean[];
  v_post integer[] := '{}';
  v_post_d bigint[] := '{}';
  v_post_c bigint[] := '{}';
  v_rows integer;
BEGIN
  SELECT array_agg(x.a->>'k' ORDER BY x.n) INTO v_keys
  FROM jsonb_array_elements(p_batch->'a') WITH ORDINALITY x(a, n);
  v_n := coalesce(cardinality(v_keys), 0);
  IF v_n = 0 THEN
    RETURN;
  END IF;
  -- Accounts are created on first use, in key order (as transferMany does).
  FOR rec IN
    SELECT a.* FROM jsonb_to_recordset(p_batch->'a') a(k text, m text, c text, o text, mb integer, v text, h text)
    WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts x WHERE x.account_key = a.k)
    ORDER BY a.k COLLATE "C"
  LOOP
    PERFORM ledger_ensure_account(rec.k, rec.m, rec.c, rec.o, rec.mb, rec.v, rec.h);
  END LOOP;

  v_ids := array_fill(NULL::bigint, ARRAY[v_n]);
  v_start := v_ids;
  v_neg := array_fill(NULL::boolean, ARRAY[v_n]);
  FOR rec IN
    SELECT a.id, a.balance, a.allow_negative, k.n
    FROM unnest(v_keys) WITH ORDINALITY k(key, n)
    JOIN ledger_accounts a ON a.account_key = k.key
    ORDER BY a.id
    FOR UPDATE OF a
  LOOP
    v_ids[rec.n] := rec.id;
    v_start[rec.n] := rec.balance;
    v_neg[rec.n] := rec.allow_negative;
    v_found := v_found + 1;
  END LOOP;
  IF v_found <> v_n THEN
    RAISE EXCEPTION 'ledger_post_batch: could not create the accounts';
  END IF;
  v_bal := v_start;

  -- Decide every transfer in order, under the locks; keys already used answer their first result.
  FOR rec IN
    SELECT x.i, x.h, x.a, x.d, x.cr, e.id AS e_id, e.request_hash AS e_hash,
           e.debit_balance_after AS e_debit, e.credit_balance_after AS e_credit, e.created_at AS e_at
    FROM jsonb_to_recordset(p_batch->'t') x(i integer, m text, k text, h text, a bigint, d integer, cr integer)
    LEFT JOIN ledger_transfers e ON e.merchant_code = x.m AND e.idempotency_key = x.k
    ORDER BY x.i
  LOOP
    o_index := rec.i;
    IF rec.e_id IS NOT NULL THEN
      o_status := CASE WHEN rec.e_hash = rec.h THEN 'replayed' ELSE 'conflict' END;
      o_transfer_id := rec.e_id;
      o_debit_balance := rec.e_debit;
      o_credit_balance := rec.e_credit;
      o_created_at := rec.e_at;
      RETURN NEXT;
    ELSIF rec.a IS NULL OR rec.a <= 0 OR rec.d IS NULL OR rec.cr IS NULL OR rec.d = rec.cr
        OR rec.d NOT BETWEEN 1 AND v_n OR rec.cr NOT BETWEEN 1 AND v_n THEN
      RAISE EXCEPTION 'ledger_post_batch: bad transfer %', rec.i USING ERRCODE = 'check_violation';
    ELSIF v_neg[rec.d] OR v_bal[rec.d] >= rec.a THEN
      v_bal[rec.d] := v_bal[rec.d] - rec.a;
      v_bal[rec.cr] := v_bal[rec.cr] + rec.a;
      v_post := v_post || rec.i;
      v_post_d := v_post_d || v_bal[rec.d];
      v_post_c := v_post_c || v_bal[rec.cr];
    ELSE
      o_status := 'insufficient';
      o_transfer_id := NULL;
      o_debit_balance := v_bal[rec.d];
      o_credit_balance := v_bal[rec.cr];
      o_created_at := NULL;
      RETURN NEXT;
    END IF;
  END LOOP;

  IF cardinality(v_post) = 0 THEN
    RETURN;
  END IF;
  -- The posted transfers and their entries in one statement, ids in batch order, so every account's
  -- entries follow each other as the balances moved (the reconcile's balance_after chain).
  RETURN QUERY
  WITH src AS (
    SELECT x.*, p.da, p.ca
    FROM unnest(v_post, v_post_d, v_post_c) p(i, da, ca)
    JOIN jsonb_to_recordset(p_batch->'t') x(i integer, m text, k text, h text, ty text, c text, a bigint,
      d integer, cr integer, ref text, ak text, ai text, md jsonb) ON x.i = p.i
  ), ins AS (
    INSERT INTO ledger_transfers AS t
      (merchant_code, idempotency_key, type, debit_account_id, credit_account_id, amount, currency,
       reference, actor_kind, actor_id, metadata, request_hash, debit_balance_after, credit_balance_after)
    SELECT s.m, s.k, s.ty, v_ids[s.d], v_ids[s.cr], s.a, s.c, s.ref, s.ak, s.ai, s.md, s.h, s.da, s.ca
    FROM src s ORDER BY s.i
    RETURNING t.id, t.merchant_code, t.idempotency_key, t.debit_account_id, t.credit_account_id, t.amount,
      t.debit_balance_after, t.credit_balance_after, t.created_at
  ), ent AS (
    INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
    SELECT e.transfer_id, e.account_id, e.amount, e.balance_after, e.created_at
    FROM ins, LATERAL (VALUES
      (ins.id, ins.debit_account_id, -ins.amount, ins.debit_balance_after, ins.created_at, 0),
      (ins.id, ins.credit_account_id, ins.amount, ins.credit_balance_after, ins.created_at, 1)
    ) e(transfer_id, account_id, amount, balance_after, created_at, side)
    ORDER BY e.transfer_id, e.side
  )
  SELECT s.i, 'posted'::text, ins.id, ins.debit_balance_after, ins.credit_balance_after, ins.created_at
  FROM ins JOIN src s ON s.m = ins.merchant_code AND s.k = ins.idempotency_key;
  GET DIAGNOSTICS v_rows = ROW_COUNT;
  IF v_rows <> cardinality(v_post) THEN
    RAISE EXCEPTION 'ledger_post_batch: % transfers posted, % expected', v_rows, cardinality(v_post);
  END IF;

  UPDATE ledger_accounts a SET balance = u.bal
  FROM unnest(v_ids, v_bal, v_start) u(id, bal, start)
  WHERE a.id = u.id AND u.bal <> u.start;
END
$$;
