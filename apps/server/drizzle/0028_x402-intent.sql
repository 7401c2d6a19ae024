ALTER TABLE "x402_authorizations" ADD COLUMN "amount" bigint;--> statement-breakpoint
ALTER TABLE "x402_authorizations" ADD COLUMN "recipient" text;--> statement-breakpoint
CREATE INDEX "x402_authorizations_open_idx" ON "x402_authorizations" USING btree ("status","updated_at");