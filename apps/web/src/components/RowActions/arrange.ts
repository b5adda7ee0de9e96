import { hasPerm } from '../../lib/permissions';
import type { RowAction } from './types';

/** Spec 001 §2: at most this many buttons in a row (the "more" dropdown counting as one). */
export const MAX_INLINE_ACTIONS = 3;

/**
 * Which actions show as buttons and which go into the "more" dropdown:
 * - an action whose permission code the user (or the record) lacks is left out;
 * - actions flagged `more` are folded when two or more are, a single one stays inline;
 * - past `maxInline` buttons, the last ones are folded too, so that the row keeps
 *   `maxInline - 1` buttons and the dropdown.
 */
export function arrangeActions(
  actions: readonly RowAction[],
  recordPermissions?: readonly string[],
  maxInline = MAX_INLINE_ACTIONS,
): { inline: RowAction[]; folded: RowAction[] } {
  const allowed = actions.filter((action) => hasPerm(action.permission, recordPermissions));
  const flagged = allowed.filter((action) => action.more);
  let folded = flagged.length > 1 ? flagged : [];
  let inline = allowed.filter((action) => !folded.includes(action));
  if (inline.length + (folded.length > 0 ? 1 : 0) > maxInline) {
    const kept = inline.slice(0, Math.max(1, maxInline - 1));
    folded = allowed.filter((action) => !kept.includes(action));
    inline = kept;
  }
  return { inline, folded };
}
