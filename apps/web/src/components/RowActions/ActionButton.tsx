import { Button, Popconfirm } from 'antd';
import { useWidgetsT } from '../i18n';
import { confirmParts, type RowAction } from './types';

/** One inline action: a link button, behind a Popconfirm when the action asks for one. */
export function ActionButton({ action }: { action: RowAction }) {
  const { t } = useWidgetsT();
  const button = (
    <Button
      type="link"
      size="small"
      danger={action.danger}
      disabled={action.disabled}
      data-testid={`action-${action.key}`}
      // Without a confirm the click runs the action; with one, Popconfirm owns the click.
      onClick={action.confirm ? undefined : () => void action.onClick()}
    >
      {action.label}
    </Button>
  );
  if (!action.confirm || action.disabled) return button;
  const { title, description } = confirmParts(action.confirm);
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={t('actions.ok')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ danger: action.danger }}
      onConfirm={() => action.onClick()}
    >
      {button}
    </Popconfirm>
  );
}
