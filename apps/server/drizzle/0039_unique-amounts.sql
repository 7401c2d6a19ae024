ALTER TABLE "evm_amount_offsets" RENAME TO "unique_amounts";--> statement-breakpoint
ALTER TABLE "unique_amounts" RENAME CONSTRAINT "evm_amount_offsets_payment_id_payments_id_fk" TO "unique_amounts_payment_id_payments_id_fk";--> statement-breakpoint
ALTER TABLE "unique_amounts" RENAME CONSTRAINT "evm_amount_offsets_pay_amount_pk" TO "unique_amounts_pay_amount_pk";--> statement-breakpoint
ALTER INDEX "evm_amount_offsets_payment_idx" RENAME TO "unique_amounts_payment_idx";
