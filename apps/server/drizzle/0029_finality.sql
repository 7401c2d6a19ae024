ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_type_check";--> statement-breakpoint
DROP INDEX "payment_events_once_uq";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "finalized_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_finalizing_idx" ON "payments" USING btree ("completed_at") WHERE "payments"."status" = 'COMPLETED' and "payments"."finalized_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_once_uq" ON "payment_events" USING btree ("payment_id","type") WHERE type in ('payment.created', 'payment.completed', 'payment.failed', 'payment.expired', 'payment.overpaid', 'payment.paid_late', 'payment.finalized');--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_type_check" CHECK (type in ('payment.created', 'payment.completed', 'payment.failed', 'payment.expired', 'payment.partially_paid', 'payment.excess_received', 'payment.refunded', 'payment.overpaid', 'payment.paid_late', 'payment.wrong_token', 'payment.finalized'));--> statement-breakpoint
-- Links completed before finality was tracked are long final: they count as finalized at completion (no event is sent).
UPDATE "payments" SET "finalized_at" = "completed_at" WHERE "status" = 'COMPLETED';
