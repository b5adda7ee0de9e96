import type { ReactNode } from 'react';

/** A confirmation asked before the action runs: a title alone, or a title and a description. */
export type ActionConfirm = string | { title: ReactNode; description?: ReactNode };

/** One row action (spec 000 §6, 001 §2). */
export interface RowAction {
  key: string;
  label: ReactNode;
  /** Button permission code (e.g. 'USER_EDIT'); the action is hidden when the user lacks it. */
  permission?: string;
  confirm?: ActionConfirm;
  danger?: boolean;
  /** Goes into the '更多' dropdown, unless it is the only such action. */
  more?: boolean;
  disabled?: boolean;
  /** A returned promise keeps the confirm pop-up busy until it settles. */
  onClick: () => unknown;
}

export function confirmParts(confirm: ActionConfirm): { title: ReactNode; description?: ReactNode } {
  return typeof confirm === 'string' ? { title: confirm } : confirm;
}
