CREATE TABLE "operator_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"requested_by_id" integer,
	"requested_by_name" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by_id" integer,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"result" jsonb
);
--> statement-breakpoint
CREATE TABLE "player_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"operator_id" integer,
	"operator_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "operator_approvals_pending_idx" ON "operator_approvals" USING btree ("merchant_code","id") WHERE "operator_approvals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "operator_approvals_member_idx" ON "operator_approvals" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "player_notes_member_idx" ON "player_notes" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "members_username_prefix_idx" ON "members" USING btree ("merchant_code",lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_mobile_search_idx" ON "members" USING btree ("merchant_code","mobile");--> statement-breakpoint
CREATE INDEX "members_email_search_idx" ON "members" USING btree ("merchant_code",lower("email"));--> statement-breakpoint
CREATE INDEX "members_register_ip_idx" ON "members" USING btree ("merchant_code","register_ip");--> statement-breakpoint
CREATE INDEX "members_last_login_ip_idx" ON "members" USING btree ("merchant_code","last_login_ip");--> statement-breakpoint
CREATE INDEX "sessions_ip_idx" ON "sessions" USING btree ("ip");--> statement-breakpoint
CREATE INDEX "sessions_device_idx" ON "sessions" USING btree ("device_id") WHERE "sessions"."device_id" is not null;