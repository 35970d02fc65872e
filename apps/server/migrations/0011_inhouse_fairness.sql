ALTER TABLE "fairness_seeds" ALTER COLUMN "client_seed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "verify_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "fairness_seeds_one_next" ON "fairness_seeds" USING btree ("member_id") WHERE "fairness_seeds"."status" = 'next';--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_verify_id" ON "game_rounds" USING btree ("verify_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_seed_nonce" ON "game_rounds" USING btree ("seed_id","nonce");