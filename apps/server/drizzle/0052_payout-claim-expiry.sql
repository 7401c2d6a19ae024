ALTER TABLE "payouts" ADD COLUMN "claim_expires_at" timestamp with time zone;--> statement-breakpoint
-- Claim links out before expiry existed close 30 days after their payout was created (PAYOUT_CLAIM_TTL_DAYS).
UPDATE "payouts" SET "claim_expires_at" = "created_at" + interval '30 days' WHERE "claim_token_hash" IS NOT NULL AND "claim_expires_at" IS NULL;
