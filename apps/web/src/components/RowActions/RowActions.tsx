import { Divider, Space } from 'antd';
import { ActionButton } from './ActionButton';
import { arrangeActions, MAX_INLINE_ACTIONS } from './arrange';
import { MoreMenu } from './MoreMenu';
import type { RowAction } from './types';

export interface RowActionsProps {
  actions: RowAction[];
  /** Codes a record grants on its own (its permissionList action entries). */
  recordPermissions?: readonly string[];
  /** At most this many buttons, the "more" dropdown counting as one (default 3). */
  maxInline?: number;
}

/**
 * The action buttons of a table row (spec 000 §6, 001 §2).
 *
 * - An action whose `permission` code is missing from the user's stored list
 *   ('Login_Auth') or from `recordPermissions` is not rendered at all.
 * - `confirm` asks first (Popconfirm inline, a confirm modal inside the dropdown).
 * - Actions flagged `more` go into a '更多' dropdown, unless only one is flagged:
 *   a dropdown holding one item is a wasted click, so that one stays inline.
 * - More than `maxInline` buttons: the last ones go into the dropdown too (arrange.ts).
 * - In a DataTable, give the column `actions` instead: the table renders this and sizes the
 *   column to the buttons (width.ts).
 *
 * ```tsx
 * <RowActions actions={[
 *   { key: 'edit', label: t('edit'), permission: 'USER_EDIT', onClick: () => open(row) },
 *   { key: 'del', label: t('delete'), permission: 'USER_DEL', danger: true,
 *     confirm: t('confirmDelete'), more: true, onClick: () => remove.mutateAsync(row.id) },
 * ]} />
 * ```
 */
export function RowActions({ actions, recordPermissions, maxInline = MAX_INLINE_ACTIONS }: RowActionsProps) {
  const { inline, folded } = arrangeActions(actions, recordPermissions, maxInline);
  if (inline.length + folded.length === 0) return null;
  return (
    <Space size={0} separator={<Divider orientation="vertical" />}>
      {inline.map((action) => (
        <ActionButton key={action.key} action={action} />
      ))}
      {folded.length > 0 && <MoreMenu actions={folded} />}
    </Space>
  );
}
