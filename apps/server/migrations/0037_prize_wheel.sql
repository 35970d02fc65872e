CREATE TABLE "wheel_settings" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"ticket_deposit" bigint NOT NULL,
	"ticket_days" integer NOT NULL,
	"segments" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"ticket_id" bigint NOT NULL,
	"segment" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" bigint,
	"bonus_id" bigint,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wheel_spins_amount" CHECK ("wheel_spins"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wheel_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wheel_settings" ADD CONSTRAINT "wheel_settings_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_tickets" ADD CONSTRAINT "wheel_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_ticket_uq" ON "wheel_spins" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_key_uq" ON "wheel_spins" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "wheel_spins_member_idx" ON "wheel_spins" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_tickets_source_uq" ON "wheel_tickets" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "wheel_tickets_member_idx" ON "wheel_tickets" USING btree ("member_id","status","expires_at");