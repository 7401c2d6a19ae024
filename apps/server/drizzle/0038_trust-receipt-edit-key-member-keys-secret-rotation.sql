-- Issue 48: the receipt address's edit key (the first address stands; only the page that set it changes it), API keys
-- per member (one live key per member of an account, no longer per account), and why the webhook secret was last
-- rotated (a member who could read it left), for the dashboard.
DROP INDEX "api_keys_one_live_per_user_uq";--> statement-breakpoint
ALTER TABLE "receipt_emails" ADD COLUMN "edit_key_hash" text;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "rotation_reason" text;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "rotation_member_email" text;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_one_live_per_member_uq" ON "api_keys" USING btree ("account_id","created_by_user_id") WHERE "api_keys"."revoked_at" is null;