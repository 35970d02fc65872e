CREATE TABLE "content_message_recipients" (
	"message_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	CONSTRAINT "content_message_recipients_message_id_member_id_pk" PRIMARY KEY("message_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "content_messages" ADD COLUMN "segment" jsonb;--> statement-breakpoint
ALTER TABLE "content_messages" ADD COLUMN "recipient_count" integer;--> statement-breakpoint
ALTER TABLE "content_message_recipients" ADD CONSTRAINT "content_message_recipients_message_id_content_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."content_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_message_recipients" ADD CONSTRAINT "content_message_recipients_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_message_recipients_member_idx" ON "content_message_recipients" USING btree ("member_id");