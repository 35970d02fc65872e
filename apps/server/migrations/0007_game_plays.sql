CREATE TABLE "game_plays" (
	"node_id" text PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "games_brand_plays_idx";--> statement-breakpoint
CREATE INDEX "game_plays_brand_plays_idx" ON "game_plays" USING btree ("brand_id","plays");--> statement-breakpoint
ALTER TABLE "games" DROP COLUMN "plays";