import { Popconfirm, Switch } from 'antd';
import { type ReactNode, useState } from 'react';
import { useWidgetsT } from './i18n';
import { type ActionConfirm, confirmParts } from './RowActions/types';

export interface ConfirmSwitchProps {
  checked: boolean;
  /**
   * What the change to `next` does, asked before it is made: a switch in a list changes a
   * record at one click, so it names the consequence first (issue 14 item 6).
   */
  confirm: (next: boolean) => ActionConfirm;
  /** Runs once confirmed; a returned promise keeps the switch and the pop-up busy until it settles. */
  onChange: (next: boolean) => unknown;
  checkedChildren?: ReactNode;
  unCheckedChildren?: ReactNode;
  disabled?: boolean;
  'aria-label'?: string;
  'data-testid'?: string;
}

/**
 * A status switch that asks first: the kit's one way to put a state-changing switch in a list
 * (awards, posts...). Turning something off is shown as the dangerous direction.
 */
export function ConfirmSwitch({ checked, confirm, onChange, disabled, ...rest }: ConfirmSwitchProps) {
  const { t } = useWidgetsT();
  const [busy, setBusy] = useState(false);
  const next = !checked;
  const { title, description } = confirmParts(confirm(next));
  const run = async () => {
    setBusy(true);
    try {
      await onChange(next);
    } finally {
      setBusy(false);
    }
  };
  const control = (
    <Switch
      size="small"
      checked={checked}
      loading={busy}
      disabled={disabled}
      checkedChildren={rest.checkedChildren}
      unCheckedChildren={rest.unCheckedChildren}
      aria-label={rest['aria-label']}
      data-testid={rest['data-testid']}
    />
  );
  if (disabled) return control;
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={t('actions.ok')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ danger: !next }}
      onConfirm={run}
    >
      {control}
    </Popconfirm>
  );
}
