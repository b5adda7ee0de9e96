DROP INDEX "users_work_no_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "users_work_no_key" ON "users" USING btree ("work_no");