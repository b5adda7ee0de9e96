import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { Permission } from '../RowActions/Permission';

export interface BatchButtonProps {
  /** The button's code (spec 000 §6): without it the button is not there. */
  permission: string;
  /** How many rows are selected: none, the button is disabled. */
  count: number;
  /** The question asked first, with the count in it. */
  confirm: ReactNode;
  onConfirm: () => unknown;
  label: ReactNode;
  /** Default: a danger button with the delete icon (the batch delete of every list). */
  kind?: 'delete' | 'primary';
  icon?: ReactNode;
  loading?: boolean;
  testId?: string;
}

/**
 * A list toolbar's action on the selected rows (batch delete, batch pass): held back by its
 * permission, disabled with nothing selected, asking before it acts.
 */
export function BatchButton({
  permission,
  count,
  confirm,
  onConfirm,
  label,
  kind = 'delete',
  ...rest
}: BatchButtonProps) {
  const none = count === 0;
  return (
    <Permission code={permission}>
      <Popconfirm title={confirm} disabled={none} onConfirm={() => onConfirm()}>
        <Button
          danger={kind === 'delete'}
          type={kind === 'primary' ? 'primary' : 'default'}
          icon={rest.icon ?? (kind === 'delete' ? <DeleteOutlined /> : undefined)}
          disabled={none}
          loading={rest.loading}
          data-testid={rest.testId}
        >
          {label}
        </Button>
      </Popconfirm>
    </Permission>
  );
}
