import type { DeclarationStatus } from '@awards/shared/declarations';
import { FUNNEL_STAGE_OF_STATUS, FUNNEL_STAGES, type FunnelCounts } from '@awards/shared/statistics';
import { sql } from 'drizzle-orm';

/**
 * The funnel (docs/domain.md "Statistics"): a declaration counts in every stage up to the furthest
 * its trail reached, `declarations.reached_stage`, which the lifecycle raises with each move
 * (modules/declarations/record.ts) to the stage of the status it moves to (FUNNEL_STAGE_OF_STATUS).
 * A declaration that passed the examination and then withdrew, or was revoked after publicity,
 * keeps the stage it had reached; a reopened result list leaves its declarations proposed.
 */
export function reachedOf(trail: readonly DeclarationStatus[]): number {
  return Math.max(0, ...trail.map((status) => FUNNEL_STAGE_OF_STATUS[status]));
}

/** The examination's verdicts other than a pass, by the status they leave. */
export const EXAMINATION_REFUSED: readonly DeclarationStatus[] = ['not_accepted', 'deferred', 'carried_over'];

/** The stage a row of `declarations` reached. */
export const reachedSql = sql`"declarations"."reached_stage"`;

/** The funnel's counts as select columns over a subquery exposing the reached stage as `r`. */
export const funnelColumns = sql.raw(
  FUNNEL_STAGES.map((stage, i) => `count(*) filter (where r >= ${i + 1})::int as "${stage}"`).join(', '),
);

/** Rows of numbers (drivers may answer bigint/numeric as strings) as the funnel's counts. */
export function toFunnel(row: Record<string, unknown> | undefined): FunnelCounts {
  return Object.fromEntries(FUNNEL_STAGES.map((s) => [s, Number(row?.[s] ?? 0)])) as FunnelCounts;
}
