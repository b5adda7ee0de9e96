ALTER TABLE "notices" ADD COLUMN "public_flag" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "edition_id" integer;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_public_idx" ON "notices" USING btree ("send_time") WHERE "notices"."public_flag" = 1 and "notices"."send_status" = 1 and "notices"."del_flag" = 0;--> statement-breakpoint
CREATE INDEX "notices_edition_idx" ON "notices" USING btree ("edition_id");