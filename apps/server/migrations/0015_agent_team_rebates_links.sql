CREATE TABLE "agent_affiliate_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"agent_id" integer NOT NULL,
	"code" text NOT NULL,
	"account_type" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_rebates" (
	"member_id" integer NOT NULL,
	"product_type" text NOT NULL,
	"rate_bps" integer NOT NULL,
	"set_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_rebates_member_id_product_type_pk" PRIMARY KEY("member_id","product_type"),
	CONSTRAINT "agent_rebates_rate" CHECK ("agent_rebates"."rate_bps" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "agent_affiliate_links" ADD CONSTRAINT "agent_affiliate_links_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebates" ADD CONSTRAINT "agent_rebates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebates" ADD CONSTRAINT "agent_rebates_set_by_members_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_affiliate_links_code_uq" ON "agent_affiliate_links" USING btree ("merchant_code","code");--> statement-breakpoint
CREATE INDEX "agent_affiliate_links_agent_idx" ON "agent_affiliate_links" USING btree ("agent_id","created_at");