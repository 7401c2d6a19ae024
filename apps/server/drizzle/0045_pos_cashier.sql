CREATE TABLE "pos_sales" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"cashier_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_memberships" DROP CONSTRAINT "account_memberships_role_check";--> statement-breakpoint
ALTER TABLE "api_keys" DROP CONSTRAINT "api_keys_role_check";--> statement-breakpoint
ALTER TABLE "account_invitations" DROP CONSTRAINT "account_invitations_role_check";--> statement-breakpoint
ALTER TABLE "pos_sales" ADD CONSTRAINT "pos_sales_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_sales" ADD CONSTRAINT "pos_sales_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_sales" ADD CONSTRAINT "pos_sales_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pos_sales_cashier_idx" ON "pos_sales" USING btree ("account_id","cashier_id","created_at");--> statement-breakpoint
ALTER TABLE "account_memberships" ADD CONSTRAINT "account_memberships_role_check" CHECK (role in ('owner', 'admin', 'developer', 'viewer', 'cashier'));--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_role_check" CHECK (role in ('owner', 'admin', 'developer', 'viewer', 'cashier'));--> statement-breakpoint
ALTER TABLE "account_invitations" ADD CONSTRAINT "account_invitations_role_check" CHECK (role in ('admin', 'developer', 'viewer', 'cashier'));