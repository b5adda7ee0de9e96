import type { DeclarationStatus } from '@awards/shared/declarations';
import { FUNNEL_STAGES, type FunnelCounts } from '@awards/shared/statistics';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The furthest funnel stage a status shows by itself (0: not declared, 1 declared, 2 passed the
 * examination, 3 reviewed, 4 proposed, 5 publicised, 6 awarded; docs/domain.md "Statistics").
 * Three statuses do not say how far the declaration went, and the audit trail answers for them
 * (`reachedSql`): withdrawn (from any stage), revoked (from publicity or after the award) and
 * meeting_review (back from proposed after a reopened result list).
 */
export const STAGE_OF_STATUS: Record<DeclarationStatus, number> = {
  draft: 0,
  submitted: 1,
  returned: 1,
  resubmitted: 1,
  not_accepted: 1,
  deferred: 1,
  carried_over: 1,
  passed: 2,
  recommended: 2,
  not_recommended: 2,
  expert_review: 2,
  meeting_review: 2,
  not_awarded: 3,
  proposed: 4,
  publicity: 5,
  revoked: 5,
  awarded: 6,
  withdrawn: 0,
};

/** The examination's verdicts other than a pass, by the status they leave. */
export const EXAMINATION_REFUSED: readonly DeclarationStatus[] = ['not_accepted', 'deferred', 'carried_over'];

const CASES = sql.raw(
  Object.entries(STAGE_OF_STATUS)
    .map(([status, stage]) => `when '${status}' then ${stage}`)
    .join(' '),
);
const rankOf = (column: SQL) => sql`(case ${column} ${CASES} else 0 end)`;

/**
 * The stage a row of `declarations` reached: its status's, or for the three statuses above the
 * status it left as the audit trail records it (the latest move into the current status). A
 * declaration that passed the examination and later moved on, or withdrew, still counts as passed.
 */
export const reachedSql = sql`(case "declarations"."status"
  when 'withdrawn' then coalesce((select ${rankOf(sql`a.from_status`)} from "declaration_audits" a
    where a.declaration_id = "declarations"."id" and a.action = 'withdraw' order by a.id desc limit 1), 0)
  when 'revoked' then coalesce((select ${rankOf(sql`a.from_status`)} from "declaration_audits" a
    where a.declaration_id = "declarations"."id" and a.action = 'revoke' order by a.id desc limit 1), 5)
  when 'meeting_review' then case when exists (select 1 from "declaration_audits" a
    where a.declaration_id = "declarations"."id" and a.action = 'reopen_result') then 4 else 2 end
  else ${rankOf(sql`"declarations"."status"`)} end)`;

/** The funnel's counts as select columns over a subquery exposing the reached stage as `r`. */
export const funnelColumns = sql.raw(
  FUNNEL_STAGES.map((stage, i) => `count(*) filter (where r >= ${i + 1})::int as "${stage}"`).join(', '),
);

/** Rows of numbers (drivers may answer bigint/numeric as strings) as the funnel's counts. */
export function toFunnel(row: Record<string, unknown> | undefined): FunnelCounts {
  return Object.fromEntries(FUNNEL_STAGES.map((s) => [s, Number(row?.[s] ?? 0)])) as FunnelCounts;
}

/** The funnel of one declaration's history as the stage it reached (the pure rule, for the tests). */
export function reachedStage(status: DeclarationStatus, leftFrom: DeclarationStatus | null, reopened: boolean) {
  if (status === 'withdrawn') return leftFrom ? STAGE_OF_STATUS[leftFrom] : 0;
  if (status === 'revoked') return leftFrom ? STAGE_OF_STATUS[leftFrom] : 5;
  if (status === 'meeting_review') return reopened ? 4 : 2;
  return STAGE_OF_STATUS[status];
}
