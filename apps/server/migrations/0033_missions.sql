CREATE TABLE "mission_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"mission_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"board_week" text NOT NULL,
	"points" integer NOT NULL,
	"amount" bigint NOT NULL,
	"grant_id" bigint,
	"idempotency_key" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"category" text,
	"target" bigint NOT NULL,
	"period" text NOT NULL,
	"reward_amount" bigint NOT NULL,
	"multiple_x100" integer NOT NULL,
	"points" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"titles" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "missions_target" CHECK ("missions"."target" > 0),
	CONSTRAINT "missions_reward" CHECK ("missions"."reward_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mission_claims_once_uq" ON "mission_claims" USING btree ("mission_id","member_id","period_key");--> statement-breakpoint
CREATE INDEX "mission_claims_board_idx" ON "mission_claims" USING btree ("merchant_code","board_week");--> statement-breakpoint
CREATE INDEX "mission_claims_member_idx" ON "mission_claims" USING btree ("member_id","claimed_at");--> statement-breakpoint
CREATE INDEX "missions_merchant_idx" ON "missions" USING btree ("merchant_code","sort_order");