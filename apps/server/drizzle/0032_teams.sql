CREATE TABLE "account_memberships" (
	"account_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_memberships_pk" PRIMARY KEY("account_id","user_id"),
	CONSTRAINT "account_memberships_role_check" CHECK (role in ('owner', 'admin', 'developer', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "merchant_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"wallet_address" text,
	"btc_address" text,
	"btc_xpub" text,
	"eth_address" text,
	"default_pay_options" jsonb,
	"transaction_credits" integer DEFAULT 0 NOT NULL,
	"subscription_tier" text,
	"subscription_status" text,
	"review_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-written (kept after generation): every existing user becomes the owner of their own account, whose id is
-- the user's id, so each owned table's user_id is renamed account_id with its values unchanged.
INSERT INTO "merchant_accounts" ("id", "name", "wallet_address", "btc_address", "btc_xpub", "eth_address", "default_pay_options", "transaction_credits", "subscription_tier", "subscription_status", "review_reason", "created_at", "updated_at")
  SELECT "id", split_part("email", '@', 1), "wallet_address", "btc_address", "btc_xpub", "eth_address", "default_pay_options", "transaction_credits", "subscription_tier", "subscription_status", "review_reason", "created_at", "updated_at" FROM "users";
--> statement-breakpoint
INSERT INTO "account_memberships" ("account_id", "user_id", "role", "joined_at") SELECT "id", "id", 'owner', "created_at" FROM "users";
--> statement-breakpoint
CREATE TABLE "account_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "account_invitations_role_check" CHECK (role in ('admin', 'developer', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "ownership_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"from_user_id" text NOT NULL,
	"to_user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ownership_transfers_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "wallet_change_requests" DROP CONSTRAINT "wallet_change_requests_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "api_keys" DROP CONSTRAINT "api_keys_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_purchases" DROP CONSTRAINT "credit_purchases_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "plan_allowances" DROP CONSTRAINT "plan_allowances_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_settings" DROP CONSTRAINT "payment_settings_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "refund_claims" DROP CONSTRAINT "refund_claims_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sponsor_budgets" DROP CONSTRAINT "sponsor_budgets_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sponsored_transactions" DROP CONSTRAINT "sponsored_transactions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "unmatched_transfers" DROP CONSTRAINT "unmatched_transfers_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "claimed_addresses" DROP CONSTRAINT "claimed_addresses_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_proofs" DROP CONSTRAINT "wallet_proofs_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "x402_authorizations" DROP CONSTRAINT "x402_authorizations_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "x402_gas_budgets" DROP CONSTRAINT "x402_gas_budgets_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "recurring_plans" DROP CONSTRAINT "recurring_plans_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_user_id_users_id_fk";
--> statement-breakpoint
-- Hand-written: the renames drizzle-kit would have asked about.
ALTER TABLE "wallet_change_requests" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "api_keys" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "credit_purchases" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "credit_ledger" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "plan_allowances" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "idempotency_keys" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "payment_events" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "refunds" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "refund_claims" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "sponsor_budgets" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "sponsored_transactions" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "unmatched_transfers" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "claimed_addresses" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "wallet_proofs" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "x402_authorizations" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "x402_gas_budgets" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "payment_settings" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "recurring_plans" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "subscriptions" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
DROP INDEX "recurring_plans_user_idx";--> statement-breakpoint
DROP INDEX "subscriptions_user_idx";--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_user_id_key_pk";--> statement-breakpoint
ALTER TABLE "sponsor_budgets" DROP CONSTRAINT "sponsor_budgets_user_id_day_pk";--> statement-breakpoint
ALTER TABLE "x402_gas_budgets" DROP CONSTRAINT "x402_gas_budgets_user_id_day_pk";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_account_id_key_pk" PRIMARY KEY("account_id","key");--> statement-breakpoint
ALTER TABLE "sponsor_budgets" ADD CONSTRAINT "sponsor_budgets_account_id_day_pk" PRIMARY KEY("account_id","day");--> statement-breakpoint
ALTER TABLE "x402_gas_budgets" ADD CONSTRAINT "x402_gas_budgets_account_id_day_pk" PRIMARY KEY("account_id","day");--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "active_account_id" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "created_by_user_id" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_memberships" ADD CONSTRAINT "account_memberships_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_memberships" ADD CONSTRAINT "account_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_invitations" ADD CONSTRAINT "account_invitations_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_invitations" ADD CONSTRAINT "account_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_transfers" ADD CONSTRAINT "ownership_transfers_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_transfers" ADD CONSTRAINT "ownership_transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_transfers" ADD CONSTRAINT "ownership_transfers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_memberships_one_owner_uq" ON "account_memberships" USING btree ("account_id") WHERE role = 'owner';--> statement-breakpoint
CREATE INDEX "account_memberships_user_idx" ON "account_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "account_invitations_account_idx" ON "account_invitations" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "ownership_transfers_account_idx" ON "ownership_transfers" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_active_account_id_merchant_accounts_id_fk" FOREIGN KEY ("active_account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_change_requests" ADD CONSTRAINT "wallet_change_requests_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_allowances" ADD CONSTRAINT "plan_allowances_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_claims" ADD CONSTRAINT "refund_claims_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_budgets" ADD CONSTRAINT "sponsor_budgets_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsored_transactions" ADD CONSTRAINT "sponsored_transactions_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_transfers" ADD CONSTRAINT "unmatched_transfers_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claimed_addresses" ADD CONSTRAINT "claimed_addresses_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_proofs" ADD CONSTRAINT "wallet_proofs_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "x402_authorizations" ADD CONSTRAINT "x402_authorizations_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "x402_gas_budgets" ADD CONSTRAINT "x402_gas_budgets_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD CONSTRAINT "recurring_plans_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_plans_account_idx" ON "recurring_plans" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_account_idx" ON "subscriptions" USING btree ("account_id","created_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "wallet_address";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "btc_address";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "btc_xpub";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "eth_address";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "default_pay_options";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "transaction_credits";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "subscription_tier";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "subscription_status";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "review_reason";--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_role_check" CHECK (role in ('owner', 'admin', 'developer', 'viewer'));--> statement-breakpoint
-- Hand-written: sessions are re-checked on every process (the NOTIFY of 0010) when what a cached session holds of its
-- account changes: the account itself (wallets, plan, name; credits are never read from the cache), a membership
-- (role changed, member removed) or the session's active account.
CREATE FUNCTION notify_account_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'merchant_accounts' THEN
    PERFORM pg_notify('session_revocations', m.user_id) FROM account_memberships m WHERE m.account_id = OLD.id;
  ELSE
    PERFORM pg_notify('session_revocations', OLD.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER merchant_accounts_revocation_on_update AFTER UPDATE ON merchant_accounts FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'transaction_credits' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'transaction_credits' - 'updated_at'))
  EXECUTE FUNCTION notify_account_sessions();
--> statement-breakpoint
CREATE TRIGGER account_memberships_revocation AFTER UPDATE OR DELETE ON account_memberships FOR EACH ROW EXECUTE FUNCTION notify_account_sessions();
--> statement-breakpoint
CREATE TRIGGER sessions_revocation_on_switch AFTER UPDATE OF active_account_id ON sessions FOR EACH ROW EXECUTE FUNCTION notify_account_sessions();
