ALTER TABLE "sponsored_transactions" ADD COLUMN "charge_on_landing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsored_transactions" ADD COLUMN "charged_lamports" bigint;--> statement-breakpoint
CREATE INDEX "sponsored_transactions_status_idx" ON "sponsored_transactions" USING btree ("status","created_at");