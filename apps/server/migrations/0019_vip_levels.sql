CREATE TABLE "vip_ladders" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"retention" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"merchant_code" text NOT NULL,
	"level" integer NOT NULL,
	"name" text NOT NULL,
	"deposit_threshold" bigint NOT NULL,
	"turnover_threshold" bigint NOT NULL,
	"retain_turnover" bigint NOT NULL,
	"upgrade_bonus" bigint NOT NULL,
	CONSTRAINT "vip_levels_merchant_code_level_pk" PRIMARY KEY("merchant_code","level"),
	CONSTRAINT "vip_levels_level" CHECK ("vip_levels"."level" between 0 and 20),
	CONSTRAINT "vip_levels_amounts" CHECK ("vip_levels"."deposit_threshold" >= 0 and "vip_levels"."turnover_threshold" >= 0 and "vip_levels"."retain_turnover" >= 0 and "vip_levels"."upgrade_bonus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_month_figures" (
	"member_id" integer NOT NULL,
	"month" text NOT NULL,
	"merchant_code" text NOT NULL,
	"deposits" bigint NOT NULL,
	"valid_turnover" bigint NOT NULL,
	CONSTRAINT "vip_month_figures_member_id_month_pk" PRIMARY KEY("member_id","month")
);
--> statement-breakpoint
CREATE TABLE "vip_reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"month" text NOT NULL,
	"from_level" integer NOT NULL,
	"to_level" integer NOT NULL,
	"valid_turnover" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_upgrades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"level" integer NOT NULL,
	"month" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" bigint,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vip_ladders" ADD CONSTRAINT "vip_ladders_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_month_figures" ADD CONSTRAINT "vip_month_figures_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_reviews" ADD CONSTRAINT "vip_reviews_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_upgrades" ADD CONSTRAINT "vip_upgrades_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_reviews_member_month_uq" ON "vip_reviews" USING btree ("member_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_upgrades_member_level_uq" ON "vip_upgrades" USING btree ("member_id","level");--> statement-breakpoint
CREATE INDEX "vip_upgrades_merchant_idx" ON "vip_upgrades" USING btree ("merchant_code","at");