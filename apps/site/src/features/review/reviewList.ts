import type { ReviewerItem } from '@awards/shared/review';

/** What the expert sees of an assignment: their review's status, or where the window leaves it. */
export type ReviewState = 'draft' | 'not_started' | 'not_yet' | 'overdue' | 'submitted';

/** Submitted stays submitted; an unsubmitted review past the window is overdue, before it not yet open. */
export function stateOf(item: Pick<ReviewerItem, 'status' | 'window'>): ReviewState {
  if (item.status === 'submitted') return 'submitted';
  if (item.window === 'closed') return 'overdue';
  if (item.window === 'not_yet') return 'not_yet';
  return item.status;
}

/** What needs doing comes first: reviews to write now, then those not open yet, then the overdue, then the submitted. */
const RANK: Record<ReviewState, number> = { draft: 0, not_started: 0, not_yet: 1, overdue: 2, submitted: 3 };

const deadline = (item: ReviewerItem) =>
  item.reviewEnd ? Date.parse(item.reviewEnd) : Number.POSITIVE_INFINITY;

/**
 * The list in the order of work: by the rank above, then the nearest deadline first (none last),
 * then a started draft before an untouched one, then the declaration's number.
 */
export function sortForWork(items: readonly ReviewerItem[]): ReviewerItem[] {
  return [...items].sort((a, b) => {
    const sa = stateOf(a);
    const sb = stateOf(b);
    return (
      RANK[sa] - RANK[sb] ||
      deadline(a) - deadline(b) ||
      Number(sb === 'draft') - Number(sa === 'draft') ||
      a.declarationId - b.declarationId
    );
  });
}

/** The time left until `end`, in the two largest units that matter; null when it has passed. */
export function timeLeft(
  end: string | null,
  now: number,
): { days: number; hours: number; minutes: number } | null {
  if (!end) return null;
  const ms = Date.parse(end) - now;
  if (ms <= 0) return null;
  const minutes = Math.floor(ms / 60_000);
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}
