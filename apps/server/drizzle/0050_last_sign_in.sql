ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
-- Everyone who exists already has signed in or registered with a session: only new people get "Welcome!".
UPDATE "users" SET "last_sign_in_at" = "created_at";
