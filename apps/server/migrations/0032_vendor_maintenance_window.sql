ALTER TABLE "vendors" ADD COLUMN "maintenance_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "maintenance_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bet_facts_game_idx" ON "bet_facts" USING btree ("vendor_code","game_code","settled_at");