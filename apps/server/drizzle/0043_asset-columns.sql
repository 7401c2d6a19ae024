ALTER TABLE "payments" RENAME COLUMN "mint" TO "asset";--> statement-breakpoint
ALTER TABLE "payment_transfers" RENAME COLUMN "mint" TO "asset";--> statement-breakpoint
ALTER TABLE "payment_quotes" RENAME COLUMN "mint" TO "asset";--> statement-breakpoint
ALTER TABLE "refunds" RENAME COLUMN "mint" TO "asset";
