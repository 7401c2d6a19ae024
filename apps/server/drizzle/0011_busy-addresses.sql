ALTER TABLE "watch_cursors" ADD COLUMN "busy_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "watch_cursors" ADD COLUMN "signatures_in_window" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "watch_cursors" ADD COLUMN "window_started_at" timestamp with time zone;