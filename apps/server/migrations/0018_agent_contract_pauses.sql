CREATE TABLE "agent_contract_pauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"paused_at" timestamp with time zone NOT NULL,
	"resumed_at" timestamp with time zone,
	"paused_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_contract_pauses" ADD CONSTRAINT "agent_contract_pauses_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_contract_pauses_contract_idx" ON "agent_contract_pauses" USING btree ("contract_id","paused_at");--> statement-breakpoint
-- A contract paused before this table existed is paused since its last change.
INSERT INTO "agent_contract_pauses" ("contract_id", "paused_at", "paused_by")
SELECT "id", "updated_at", 'operator:unknown' FROM "agent_contracts" WHERE "status" = 'paused';
