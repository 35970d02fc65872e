CREATE TABLE "bet_rollups_month" (
	"owner_id" integer NOT NULL,
	"band" smallint NOT NULL,
	"brand_month" date NOT NULL,
	"category" text NOT NULL,
	"vendor_code" text NOT NULL,
	"merchant_code" text NOT NULL,
	"turnover" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"bet_count" integer NOT NULL,
	CONSTRAINT "bet_rollups_month_owner_id_band_brand_month_category_vendor_code_pk" PRIMARY KEY("owner_id","band","brand_month","category","vendor_code")
);
--> statement-breakpoint
-- The roll-up job's cursor row, locked until this migration commits: a batch in flight (an older
-- instance's, during a rolling deploy) ends first and the next one waits, so the backfill below sees
-- the day rows of every fact the cursor has passed.
SELECT 1 FROM bet_fact_cursors WHERE consumer = 'rollups' FOR UPDATE;
--> statement-breakpoint
-- The months of the day roll-ups already written (an owner has one merchant; min() keeps the key).
INSERT INTO bet_rollups_month (owner_id, band, brand_month, category, vendor_code, merchant_code, turnover,
  valid_bet, payout, bet_count)
SELECT owner_id, band, date_trunc('month', brand_day)::date, category, vendor_code, min(merchant_code),
  sum(turnover), sum(valid_bet), sum(payout), sum(bet_count)
FROM bet_rollups_day
GROUP BY owner_id, band, date_trunc('month', brand_day)::date, category, vendor_code;
