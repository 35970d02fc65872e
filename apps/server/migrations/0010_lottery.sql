CREATE TABLE "lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"draw_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_type" text NOT NULL,
	"play_type" text NOT NULL,
	"selection" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"odds_x100" integer NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"line" integer NOT NULL,
	"bet_transfer_id" bigint NOT NULL,
	"win_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"slot" bigint NOT NULL,
	"draw_no" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"digits" jsonb,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_bets_member_key_line" ON "lottery_bets" USING btree ("member_id","idempotency_key","line");--> statement-breakpoint
CREATE INDEX "lottery_bets_member_idx" ON "lottery_bets" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "lottery_bets_draw_idx" ON "lottery_bets" USING btree ("draw_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_game_slot_uq" ON "lottery_draws" USING btree ("game_code","slot");--> statement-breakpoint
CREATE INDEX "lottery_draws_due_idx" ON "lottery_draws" USING btree ("draw_at") WHERE "lottery_draws"."status" = 'open';--> statement-breakpoint
CREATE INDEX "lottery_draws_game_idx" ON "lottery_draws" USING btree ("game_code","draw_at");