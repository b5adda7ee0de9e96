ALTER TABLE "edition_experts" ADD COLUMN "availability" text;--> statement-breakpoint
ALTER TABLE "edition_experts" ADD COLUMN "unavailable_reason" text;--> statement-breakpoint
ALTER TABLE "edition_experts" ADD COLUMN "availability_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "keywords" jsonb DEFAULT '[]'::jsonb NOT NULL;