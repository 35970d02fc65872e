CREATE TABLE "member_tree" (
	"ancestor_id" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "member_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
CREATE TABLE "bet_fact_cursors" (
	"consumer" text PRIMARY KEY NOT NULL,
	"tx_id" "xid8" DEFAULT '0'::xid8 NOT NULL,
	"fact_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bet_facts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tx_id" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"revision" integer NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"currency" text NOT NULL,
	"category" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"turnover" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"win_loss" bigint NOT NULL,
	"bet_count" smallint NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"brand_day" date NOT NULL,
	"brand_hour" timestamp NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bet_rollups_bettors" (
	"owner_id" integer NOT NULL,
	"band" smallint NOT NULL,
	"brand_day" date NOT NULL,
	"bettors" integer NOT NULL,
	CONSTRAINT "bet_rollups_bettors_owner_id_band_brand_day_pk" PRIMARY KEY("owner_id","band","brand_day")
);
--> statement-breakpoint
CREATE TABLE "bet_rollups_day" (
	"owner_id" integer NOT NULL,
	"band" smallint NOT NULL,
	"brand_day" date NOT NULL,
	"category" text NOT NULL,
	"vendor_code" text NOT NULL,
	"merchant_code" text NOT NULL,
	"turnover" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"bet_count" integer NOT NULL,
	CONSTRAINT "bet_rollups_day_owner_id_band_brand_day_category_vendor_code_pk" PRIMARY KEY("owner_id","band","brand_day","category","vendor_code")
);
--> statement-breakpoint
CREATE TABLE "bet_rollups_hour" (
	"owner_id" integer NOT NULL,
	"band" smallint NOT NULL,
	"brand_hour" timestamp NOT NULL,
	"category" text NOT NULL,
	"merchant_code" text NOT NULL,
	"turnover" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"bet_count" integer NOT NULL,
	CONSTRAINT "bet_rollups_hour_owner_id_band_brand_hour_category_pk" PRIMARY KEY("owner_id","band","brand_hour","category")
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_tree_descendant_idx" ON "member_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE INDEX "member_tree_ancestor_depth_idx" ON "member_tree" USING btree ("ancestor_id","depth");--> statement-breakpoint
CREATE UNIQUE INDEX "bet_facts_source_uq" ON "bet_facts" USING btree ("source","source_id","revision");--> statement-breakpoint
CREATE INDEX "bet_facts_tx_idx" ON "bet_facts" USING btree ("tx_id","id");--> statement-breakpoint
CREATE INDEX "bet_facts_member_idx" ON "bet_facts" USING btree ("member_id","settled_at");--> statement-breakpoint
-- Region time zones (brand days and hours of the value engine); new regions set theirs at seed time.
UPDATE "merchants" SET "time_zone" = CASE "country"
  WHEN 'PH' THEN 'Asia/Manila' WHEN 'BD' THEN 'Asia/Dhaka' WHEN 'IN' THEN 'Asia/Kolkata'
  WHEN 'NG' THEN 'Africa/Lagos' WHEN 'MY' THEN 'Asia/Kuala_Lumpur' WHEN 'MM' THEN 'Asia/Yangon'
  WHEN 'CN' THEN 'Asia/Shanghai' WHEN 'TH' THEN 'Asia/Bangkok' WHEN 'VN' THEN 'Asia/Ho_Chi_Minh'
  WHEN 'ID' THEN 'Asia/Jakarta' WHEN 'SG' THEN 'Asia/Singapore' WHEN 'KH' THEN 'Asia/Phnom_Penh'
  ELSE "time_zone" END;
--> statement-breakpoint
-- The downline closure table follows members.parent_id in the same statement: a new member gets its
-- own row (depth 0) and one per ancestor of its parent.
CREATE FUNCTION member_tree_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_tree (ancestor_id, descendant_id, depth)
  SELECT NEW.id, NEW.id, 0
  UNION ALL
  SELECT t.ancestor_id, NEW.id, t.depth + 1 FROM member_tree t WHERE t.descendant_id = NEW.parent_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A change of parent moves the member's whole subtree: its links to the old ancestors go, links to the
-- new parent's ancestors come. Moving a member under its own downline is refused.
CREATE FUNCTION member_tree_on_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM member_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.parent_id
  ) THEN
    RAISE EXCEPTION 'member % cannot move under its own downline member %', NEW.id, NEW.parent_id
      USING ERRCODE = 'check_violation';
  END IF;
  DELETE FROM member_tree t
  USING member_tree below, member_tree above
  WHERE below.ancestor_id = NEW.id AND t.descendant_id = below.descendant_id
    AND above.descendant_id = NEW.id AND above.depth > 0 AND t.ancestor_id = above.ancestor_id;
  INSERT INTO member_tree (ancestor_id, descendant_id, depth)
  SELECT above.ancestor_id, below.descendant_id, above.depth + below.depth + 1
  FROM member_tree above, member_tree below
  WHERE above.descendant_id = NEW.parent_id AND below.ancestor_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER members_tree_insert AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_on_insert();
--> statement-breakpoint
CREATE TRIGGER members_tree_move AFTER UPDATE OF parent_id ON members
  FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id) EXECUTE FUNCTION member_tree_on_move();
--> statement-breakpoint
-- Backfill of the existing members' tree (parents of depth up to 50).
INSERT INTO member_tree (ancestor_id, descendant_id, depth)
WITH RECURSIVE up(descendant_id, ancestor_id, depth) AS (
  SELECT id, id, 0 FROM members
  UNION ALL
  SELECT up.descendant_id, m.parent_id, up.depth + 1
  FROM up JOIN members m ON m.id = up.ancestor_id
  WHERE m.parent_id IS NOT NULL AND up.depth < 50
)
SELECT ancestor_id, descendant_id, depth FROM up;
--> statement-breakpoint
-- Backfill of the facts of bets settled before this migration (the roll-up job then reads them).
INSERT INTO bet_facts (source, source_id, revision, merchant_code, member_id, currency, category,
  vendor_code, game_code, turnover, valid_bet, payout, win_loss, bet_count, placed_at, settled_at,
  brand_day, brand_hour)
SELECT 'inhouse', r.id::text, 0, r.merchant_code, r.member_id, r.currency,
  CASE r.game_type WHEN 'slot' THEN 'RNG' WHEN 'table' THEN 'TABLE' ELSE 'FISH' END,
  'JADE', r.game_id, r.bet, r.bet, r.win, r.win - r.bet, 1, r.created_at, r.created_at,
  (r.created_at AT TIME ZONE m.time_zone)::date, date_trunc('hour', r.created_at AT TIME ZONE m.time_zone)
FROM game_rounds r JOIN merchants m ON m.code = r.merchant_code
ORDER BY r.id;
--> statement-breakpoint
INSERT INTO bet_facts (source, source_id, revision, merchant_code, member_id, currency, category,
  vendor_code, game_code, turnover, valid_bet, payout, win_loss, bet_count, placed_at, settled_at,
  brand_day, brand_hour)
SELECT 'lottery', l.id::text, 0, l.merchant_code, l.member_id, l.currency, l.game_type,
  l.vendor_code, l.game_code, l.amount, l.amount, l.payout, l.payout - l.amount, 1, l.created_at,
  l.settled_at, (l.settled_at AT TIME ZONE m.time_zone)::date,
  date_trunc('hour', l.settled_at AT TIME ZONE m.time_zone)
FROM lottery_bets l JOIN merchants m ON m.code = l.merchant_code
WHERE l.status IN ('won', 'lost') AND l.settled_at IS NOT NULL
ORDER BY l.id;
--> statement-breakpoint
INSERT INTO bet_facts (source, source_id, revision, merchant_code, member_id, currency, category,
  vendor_code, game_code, turnover, valid_bet, payout, win_loss, bet_count, placed_at, settled_at,
  brand_day, brand_hour)
SELECT 'vendor', b.vendor_code || ':' || b.round_id, 0, b.merchant_code, b.member_id, b.currency,
  coalesce(v.category, 'RNG'), b.vendor_code, b.game_code, b.bet, b.bet, b.win, b.win - b.bet, 1,
  b.created_at, coalesce(b.settled_at, b.updated_at),
  (coalesce(b.settled_at, b.updated_at) AT TIME ZONE m.time_zone)::date,
  date_trunc('hour', coalesce(b.settled_at, b.updated_at) AT TIME ZONE m.time_zone)
FROM vendor_bets b JOIN merchants m ON m.code = b.merchant_code
LEFT JOIN vendors v ON v.brand_id = m.brand_id AND v.code = b.vendor_code
WHERE b.status = 'settled'
ORDER BY b.id;
