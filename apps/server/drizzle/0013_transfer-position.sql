ALTER TABLE "payments" DROP CONSTRAINT "payments_transaction_signature_unique";--> statement-breakpoint
DROP INDEX "payment_transfers_payment_signature_uq";--> statement-breakpoint
DROP INDEX "payment_transfers_counted_once_uq";--> statement-breakpoint
ALTER TABLE "payment_transfers" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transfers_payment_signature_uq" ON "payment_transfers" USING btree ("payment_id","signature","position");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transfers_counted_once_uq" ON "payment_transfers" USING btree ("signature","position") WHERE outcome <> 'rejected';