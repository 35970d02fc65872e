CREATE TABLE "favourite_games" (
	"member_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "game_launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"trial" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_launches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"trial" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"game_code" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_type" text NOT NULL,
	"names" jsonb NOT NULL,
	"classification" text NOT NULL,
	"min_bet" integer NOT NULL,
	"min_line_num" integer DEFAULT 1 NOT NULL,
	"support_play" integer DEFAULT 1 NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"alternatives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"jackpot_type" text,
	"launch_kind" text NOT NULL,
	"play_type" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pvp_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" text NOT NULL,
	"vendor_code" text NOT NULL,
	"node_id" text NOT NULL,
	"name" text NOT NULL,
	"min_bet" integer NOT NULL,
	"seats" integer NOT NULL,
	"seated" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD CONSTRAINT "game_launch_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_launches_member_idx" ON "game_launches" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_node_id_uq" ON "games" USING btree ("node_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_brand_vendor_code_uq" ON "games" USING btree ("brand_id","vendor_code","game_code");--> statement-breakpoint
CREATE INDEX "games_brand_plays_idx" ON "games" USING btree ("brand_id","plays");--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_rooms_room_id_uq" ON "pvp_rooms" USING btree ("room_id");