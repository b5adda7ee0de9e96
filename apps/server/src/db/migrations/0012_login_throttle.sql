ALTER TABLE "users" ADD COLUMN "captcha_window_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "captcha_window_start" timestamp with time zone;