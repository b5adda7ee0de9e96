import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Modal } from 'antd';
import { useWidgetsT } from '../i18n';
import { confirmParts, type RowAction } from './types';

/**
 * The '更多' dropdown. A Popconfirm cannot live in a menu item (the menu closes under it),
 * so an action that asks for confirmation opens a confirm modal instead.
 */
export function MoreMenu({ actions }: { actions: RowAction[] }) {
  const { t } = useWidgetsT();
  // The hook, not App.useApp: the widget then works under any ConfigProvider, shell or not.
  const [modal, modalHolder] = Modal.useModal();

  const run = (action: RowAction) => {
    if (!action.confirm) {
      void action.onClick();
      return;
    }
    const { title, description } = confirmParts(action.confirm);
    modal.confirm({
      title,
      content: description,
      okText: t('actions.ok'),
      cancelText: t('actions.cancel'),
      okButtonProps: { danger: action.danger },
      onOk: () => action.onClick(),
    });
  };

  const items: MenuProps['items'] = actions.map((action) => ({
    key: action.key,
    label: <span data-testid={`action-${action.key}`}>{action.label}</span>,
    danger: action.danger,
    disabled: action.disabled,
  }));

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const action = actions.find((a) => a.key === key);
    if (action) run(action);
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button type="link" size="small" data-testid="action-more">
          {t('actions.more')} <DownOutlined />
        </Button>
      </Dropdown>
      {modalHolder}
    </>
  );
}
