ALTER TABLE "payment_transfers" RENAME COLUMN "signature" TO "tx_id";--> statement-breakpoint
ALTER TABLE "payment_transfers" RENAME COLUMN "slot" TO "block";--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "solana_pay_url" TO "payment_url";--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "transaction_signature" TO "tx_id";--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "slot" TO "block";--> statement-breakpoint
ALTER TABLE "refunds" RENAME COLUMN "signature" TO "tx_id";--> statement-breakpoint
ALTER TABLE "unmatched_transfers" RENAME COLUMN "signature" TO "tx_id";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_signature_unique";--> statement-breakpoint
DROP INDEX "payment_transfers_payment_signature_uq";--> statement-breakpoint
DROP INDEX "payment_transfers_counted_once_uq";--> statement-breakpoint
DROP INDEX "payment_transfers_payment_idx";--> statement-breakpoint
DROP INDEX "unmatched_transfers_transfer_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transfers_payment_signature_uq" ON "payment_transfers" USING btree ("payment_id","tx_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transfers_counted_once_uq" ON "payment_transfers" USING btree ("tx_id","position") WHERE outcome <> 'rejected';--> statement-breakpoint
CREATE INDEX "payment_transfers_payment_idx" ON "payment_transfers" USING btree ("payment_id","block");--> statement-breakpoint
CREATE UNIQUE INDEX "unmatched_transfers_transfer_uq" ON "unmatched_transfers" USING btree ("network","tx_id","position");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_tx_id_unique" UNIQUE("tx_id");