CREATE TABLE "content_application_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"n" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"merchant_code" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"image_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'applying' NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"bonus_amount" bigint,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text
);
--> statement-breakpoint
CREATE TABLE "content_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"image_url" text NOT NULL,
	"translations" jsonb NOT NULL,
	"linkage_type" text DEFAULT 'NONE' NOT NULL,
	"linkage" text DEFAULT '' NOT NULL,
	"merchant_code" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_feedback_types" (
	"code" text PRIMARY KEY NOT NULL,
	"translations" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"translations" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_help_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag" text NOT NULL,
	"bg_color" text DEFAULT '' NOT NULL,
	"translations" jsonb NOT NULL,
	"merchant_code" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_jackpots" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"base_amount" bigint NOT NULL,
	"step_amount" bigint NOT NULL,
	"step_ms" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_message_states" (
	"message_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "content_message_states_message_id_member_id_pk" PRIMARY KEY("message_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "content_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"audience" text NOT NULL,
	"member_id" integer,
	"merchant_code" text,
	"translations" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "content_messages_audience" CHECK (("content_messages"."audience" = 'member') = ("content_messages"."member_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "content_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"execution" text,
	"display_speed" text DEFAULT 'NORMAL' NOT NULL,
	"external_link" text DEFAULT '' NOT NULL,
	"translations" jsonb NOT NULL,
	"merchant_code" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"linkage_type" text DEFAULT 'NONE' NOT NULL,
	"linkage" text DEFAULT '' NOT NULL,
	"translations" jsonb NOT NULL,
	"merchant_code" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"promotion_type" text NOT NULL,
	"image_url" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prize_min" bigint,
	"prize_max" bigint,
	"translations" jsonb NOT NULL,
	"merchant_code" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_promotions_prize" CHECK ("content_promotions"."prize_min" is null or ("content_promotions"."prize_min" > 0 and "content_promotions"."prize_max" >= "content_promotions"."prize_min"))
);
--> statement-breakpoint
CREATE TABLE "content_raffle_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_application_images" ADD CONSTRAINT "content_application_images_application_id_content_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."content_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_applications" ADD CONSTRAINT "content_applications_promotion_id_content_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."content_promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_applications" ADD CONSTRAINT "content_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_banners" ADD CONSTRAINT "content_banners_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_feedback" ADD CONSTRAINT "content_feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_help_articles" ADD CONSTRAINT "content_help_articles_category_id_content_help_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_help_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_help_categories" ADD CONSTRAINT "content_help_categories_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_jackpots" ADD CONSTRAINT "content_jackpots_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_message_states" ADD CONSTRAINT "content_message_states_message_id_content_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."content_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_message_states" ADD CONSTRAINT "content_message_states_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_messages" ADD CONSTRAINT "content_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_messages" ADD CONSTRAINT "content_messages_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_notices" ADD CONSTRAINT "content_notices_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_popups" ADD CONSTRAINT "content_popups_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_promotions" ADD CONSTRAINT "content_promotions_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_raffle_claims" ADD CONSTRAINT "content_raffle_claims_promotion_id_content_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."content_promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_raffle_claims" ADD CONSTRAINT "content_raffle_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_application_images_uq" ON "content_application_images" USING btree ("application_id","n");--> statement-breakpoint
CREATE INDEX "content_applications_member_idx" ON "content_applications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "content_applications_status_idx" ON "content_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_applications_pending_uq" ON "content_applications" USING btree ("promotion_id","member_id") WHERE "content_applications"."status" = 'applying';--> statement-breakpoint
CREATE INDEX "content_banners_group_idx" ON "content_banners" USING btree ("group_name","sort");--> statement-breakpoint
CREATE INDEX "content_feedback_created_idx" ON "content_feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "content_help_articles_category_idx" ON "content_help_articles" USING btree ("category_id","sort");--> statement-breakpoint
CREATE INDEX "content_help_categories_sort_idx" ON "content_help_categories" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "content_message_states_member_idx" ON "content_message_states" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "content_messages_member_idx" ON "content_messages" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "content_messages_audience_idx" ON "content_messages" USING btree ("audience","created_at");--> statement-breakpoint
CREATE INDEX "content_notices_type_idx" ON "content_notices" USING btree ("type","sort");--> statement-breakpoint
CREATE INDEX "content_popups_kind_idx" ON "content_popups" USING btree ("kind","sort");--> statement-breakpoint
CREATE INDEX "content_promotions_sort_idx" ON "content_promotions" USING btree ("sort");--> statement-breakpoint
CREATE UNIQUE INDEX "content_raffle_claims_uq" ON "content_raffle_claims" USING btree ("promotion_id","member_id");