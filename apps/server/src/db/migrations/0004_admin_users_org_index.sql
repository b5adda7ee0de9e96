DROP INDEX "users_org_idx";--> statement-breakpoint
CREATE INDEX "users_org_idx" ON "users" USING btree ("org_id","del_flag");