ALTER TABLE "withdrawal_proofs" ADD COLUMN "source" text DEFAULT 'payee' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawal_proofs" ADD COLUMN "operator_id" integer;