CREATE TABLE "payment_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"signature" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"amount" bigint,
	"mint" text,
	"currency" text,
	"payer" text,
	"slot" bigint NOT NULL,
	"tx_index" integer,
	"block_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transfers_outcome_check" CHECK (outcome in ('counted', 'rejected', 'excess')),
	CONSTRAINT "payment_transfers_reason_check" CHECK ((outcome = 'rejected') = (reason is not null) and (reason is null or reason in ('transaction_failed', 'wrong_token', 'wrong_recipient', 'not_a_transfer', 'already_used'))),
	CONSTRAINT "payment_transfers_amount_check" CHECK (amount is null or amount >= 0)
);
--> statement-breakpoint
DROP INDEX "payment_events_once_uq";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "needs_refund" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transfers" ADD CONSTRAINT "payment_transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transfers_payment_signature_uq" ON "payment_transfers" USING btree ("payment_id","signature");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transfers_counted_once_uq" ON "payment_transfers" USING btree ("signature") WHERE outcome <> 'rejected';--> statement-breakpoint
CREATE INDEX "payment_transfers_payment_idx" ON "payment_transfers" USING btree ("payment_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_once_uq" ON "payment_events" USING btree ("payment_id","type") WHERE type in ('payment.created', 'payment.completed', 'payment.failed', 'payment.expired');--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_type_check" CHECK (type in ('payment.created', 'payment.completed', 'payment.failed', 'payment.expired', 'payment.partially_paid', 'payment.excess_received'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK (status in ('PENDING', 'COMPLETED', 'EXPIRED', 'FAILED'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_failure_reason_check" CHECK (failure_reason in ('transaction_failed', 'wrong_token', 'wrong_recipient', 'underpaid', 'not_a_transfer', 'already_used'));