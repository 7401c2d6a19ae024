-- Links made before checkout URLs: the path for now; the server makes it absolute on APP_URL at start (fill-checkout-urls.ts).
ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
UPDATE "payments" SET "checkout_url" = '/payment/' || "id";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "checkout_url" SET NOT NULL;
