CREATE TABLE "pay_button_links" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"button_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_buttons" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"label" text NOT NULL,
	"pricing" text NOT NULL,
	"amount" numeric(78, 0),
	"min_amount" numeric(78, 0),
	"max_amount" numeric(78, 0),
	"currency" text NOT NULL,
	"pay_currency" text NOT NULL,
	"network" text NOT NULL,
	"return_url" text,
	"paused_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_buttons_pricing_ck" CHECK (pricing in ('fixed', 'customer')),
	CONSTRAINT "pay_buttons_amounts_ck" CHECK ((pricing = 'fixed' and amount > 0) or (pricing = 'customer' and min_amount > 0 and max_amount >= min_amount))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_url" text;--> statement-breakpoint
ALTER TABLE "pay_button_links" ADD CONSTRAINT "pay_button_links_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_button_links" ADD CONSTRAINT "pay_button_links_button_id_pay_buttons_id_fk" FOREIGN KEY ("button_id") REFERENCES "public"."pay_buttons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_buttons" ADD CONSTRAINT "pay_buttons_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_button_links_button_idx" ON "pay_button_links" USING btree ("button_id","expires_at");--> statement-breakpoint
CREATE INDEX "pay_buttons_account_idx" ON "pay_buttons" USING btree ("account_id","created_at");