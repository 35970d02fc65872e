CREATE TABLE "bet_member_activity" (
	"member_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"days" bit(366) NOT NULL,
	CONSTRAINT "bet_member_activity_member_id_year_pk" PRIMARY KEY("member_id","year")
);
--> statement-breakpoint
-- The days members already bet on, from their own (band 0) daily roll-ups.
WITH days AS (
  SELECT owner_id, brand_day FROM bet_rollups_day WHERE band = 0 GROUP BY 1, 2 HAVING sum(bet_count) > 0
), grouped AS (
  SELECT owner_id, extract(year FROM brand_day)::int AS y,
    array_agg(brand_day - make_date(extract(year FROM brand_day)::int, 1, 1)) AS idx
  FROM days GROUP BY 1, 2
)
INSERT INTO bet_member_activity (member_id, year, days)
SELECT owner_id, y,
  (SELECT string_agg(CASE WHEN i = ANY(idx) THEN '1' ELSE '0' END, '' ORDER BY i) FROM generate_series(0, 365) i)::bit(366)
FROM grouped;
