CREATE TABLE "member_profiles" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"birthday" date,
	"birthday_set_by" text,
	"telegram" text,
	"zalo" text,
	"nationality" text,
	"occupation" text,
	"income_source" text,
	"address" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "birthday_bonus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;