ALTER TABLE "declarations" ADD COLUMN "reached_stage" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "returned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "declarations_stats_idx" ON "declarations" USING btree ("edition_id","reached_stage","status","returned","award_id","unit_id","id");--> statement-breakpoint
CREATE INDEX "declarations_award_stats_idx" ON "declarations" USING btree ("award_id","edition_id","reached_stage");--> statement-breakpoint
-- The rows written before: their furthest stage and whether they were ever returned, from the trail
-- (hand-added to the generated file: FUNNEL_STAGE_OF_STATUS of packages/shared/src/statistics.ts).
UPDATE "declarations" d SET "reached_stage" = greatest(case d.status when 'draft' then 0 when 'withdrawn' then 0 when 'submitted' then 1 when 'returned' then 1 when 'resubmitted' then 1 when 'not_accepted' then 1 when 'deferred' then 1 when 'carried_over' then 1 when 'passed' then 2 when 'recommended' then 2 when 'not_recommended' then 2 when 'expert_review' then 2 when 'meeting_review' then 2 when 'not_awarded' then 3 when 'proposed' then 4 when 'publicity' then 5 when 'revoked' then 5 when 'awarded' then 6 else 0 end, coalesce(t.reached, 0)), "returned" = coalesce(t.returned, false)
  FROM (SELECT a.declaration_id, max(case a.to_status when 'draft' then 0 when 'withdrawn' then 0 when 'submitted' then 1 when 'returned' then 1 when 'resubmitted' then 1 when 'not_accepted' then 1 when 'deferred' then 1 when 'carried_over' then 1 when 'passed' then 2 when 'recommended' then 2 when 'not_recommended' then 2 when 'expert_review' then 2 when 'meeting_review' then 2 when 'not_awarded' then 3 when 'proposed' then 4 when 'publicity' then 5 when 'revoked' then 5 when 'awarded' then 6 else 0 end) AS reached, bool_or(a.action = 'return') AS returned
          FROM "declaration_audits" a GROUP BY a.declaration_id) t
 WHERE t.declaration_id = d.id;
