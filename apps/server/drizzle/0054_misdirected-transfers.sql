CREATE TABLE "misdirected_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"network" text NOT NULL,
	"currency" text NOT NULL,
	"token" text NOT NULL,
	"recipient" text NOT NULL,
	"payer" text,
	"amount" numeric(78, 0) NOT NULL,
	"tx_id" text NOT NULL,
	"position" integer NOT NULL,
	"block" bigint NOT NULL,
	"tx_index" integer,
	"block_time" timestamp with time zone,
	"contract_wallet" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "misdirected_transfers_status_ck" CHECK ("misdirected_transfers"."status" in ('open', 'accepted', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_type_check";--> statement-breakpoint
ALTER TABLE "payment_transfers" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "misdirected_transfers" ADD CONSTRAINT "misdirected_transfers_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "misdirected_transfers" ADD CONSTRAINT "misdirected_transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "misdirected_transfers_transfer_uq" ON "misdirected_transfers" USING btree ("network","tx_id","position");--> statement-breakpoint
CREATE INDEX "misdirected_transfers_account_idx" ON "misdirected_transfers" USING btree ("account_id","status","created_at");--> statement-breakpoint
CREATE INDEX "misdirected_transfers_payment_idx" ON "misdirected_transfers" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_type_check" CHECK (type in ('payment.created', 'payment.completed', 'payment.failed', 'payment.expired', 'payment.partially_paid', 'payment.excess_received', 'payment.refunded', 'payment.overpaid', 'payment.paid_late', 'payment.wrong_token', 'payment.finalized', 'payment.reversed', 'payment.misdirected', 'subscription.created', 'subscription.activated', 'subscription.renewed', 'subscription.past_due', 'subscription.canceled'));