import { Divider, Space } from 'antd';
import { hasPerm } from '../../lib/permissions';
import { ActionButton } from './ActionButton';
import { MoreMenu } from './MoreMenu';
import type { RowAction } from './types';

export interface RowActionsProps {
  actions: RowAction[];
  /** Codes a record grants on its own (its permissionList action entries). */
  recordPermissions?: readonly string[];
}

/**
 * The action buttons of a table row (spec 000 §6, 001 §2).
 *
 * - An action whose `permission` code is missing from the user's stored list
 *   ('Login_Auth') or from `recordPermissions` is not rendered at all.
 * - `confirm` asks first (Popconfirm inline, a confirm modal inside the dropdown).
 * - Actions flagged `more` go into a '更多' dropdown, unless only one is flagged:
 *   a dropdown holding one item is a wasted click, so that one stays inline.
 *
 * ```tsx
 * <RowActions actions={[
 *   { key: 'edit', label: t('edit'), permission: 'USER_EDIT', onClick: () => open(row) },
 *   { key: 'del', label: t('delete'), permission: 'USER_DEL', danger: true,
 *     confirm: t('confirmDelete'), more: true, onClick: () => remove.mutateAsync(row.id) },
 * ]} />
 * ```
 */
export function RowActions({ actions, recordPermissions }: RowActionsProps) {
  const allowed = actions.filter((action) => hasPerm(action.permission, recordPermissions));
  const flagged = allowed.filter((action) => action.more);
  const folded = flagged.length > 1 ? flagged : [];
  const inline = allowed.filter((action) => !folded.includes(action));
  if (allowed.length === 0) return null;
  return (
    <Space size={0} separator={<Divider orientation="vertical" />}>
      {inline.map((action) => (
        <ActionButton key={action.key} action={action} />
      ))}
      {folded.length > 0 && <MoreMenu actions={folded} />}
    </Space>
  );
}
