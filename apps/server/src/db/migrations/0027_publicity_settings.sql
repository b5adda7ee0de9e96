CREATE TABLE "publicity_settings" (
	"edition_id" integer PRIMARY KEY NOT NULL,
	"period_days" smallint DEFAULT 15 NOT NULL,
	"fields" jsonb NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publicity_snapshots" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "publicity_settings" ADD CONSTRAINT "publicity_settings_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;