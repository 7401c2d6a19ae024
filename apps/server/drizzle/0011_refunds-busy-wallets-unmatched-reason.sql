CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"user_id" text,
	"transfer_id" text,
	"amount" numeric(78, 0) NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"mint" text,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"payment_url" text NOT NULL,
	"reference" text NOT NULL,
	"reason" text,
	"signature" text,
	"scanned_block" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_reference_unique" UNIQUE("reference"),
	CONSTRAINT "refunds_signature_unique" UNIQUE("signature"),
	CONSTRAINT "refunds_status_check" CHECK (status in ('PENDING', 'COMPLETED', 'EXPIRED')),
	CONSTRAINT "refunds_amount_check" CHECK (amount > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_type_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "amount_owed" numeric(78, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "amount_refunded" numeric(78, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "watch_cursors" ADD COLUMN "busy_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "watch_cursors" ADD COLUMN "signatures_in_window" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "watch_cursors" ADD COLUMN "window_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unmatched_transfers" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_transfer_id_payment_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."payment_transfers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_watch_idx" ON "refunds" USING btree ("status","expires_at");--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_type_check" CHECK (type in ('payment.created', 'payment.completed', 'payment.failed', 'payment.expired', 'payment.partially_paid', 'payment.excess_received', 'payment.refunded'));