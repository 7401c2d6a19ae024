-- Several webhook endpoints per merchant: the existing one becomes the primary endpoint (its URL, secret, pause state and deliveries kept).
ALTER TABLE "webhook_endpoints" ADD COLUMN "id" text;--> statement-breakpoint
UPDATE "webhook_endpoints" SET "id" = 'whe_' || replace(gen_random_uuid()::text, '-', '');--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ALTER COLUMN "id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_pkey";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "is_primary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "webhook_endpoints" SET "is_primary" = true;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "events" text[];--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "endpoint_id" text;--> statement-breakpoint
UPDATE "webhook_deliveries" d SET "endpoint_id" = e."id" FROM "webhook_endpoints" e WHERE e."account_id" = d."account_id" AND e."is_primary";--> statement-breakpoint
-- Every delivery's merchant got an endpoint row when the delivery was made; a row without one has no secret to be signed with.
DELETE FROM "webhook_deliveries" WHERE "endpoint_id" IS NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ALTER COLUMN "endpoint_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "webhook_deliveries_event_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_uq" ON "webhook_deliveries" USING btree ("event_id","endpoint_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","status");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_account_idx" ON "webhook_endpoints" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_endpoints_primary_uq" ON "webhook_endpoints" USING btree ("account_id") WHERE "webhook_endpoints"."is_primary";
