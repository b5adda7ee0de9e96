import { SwapOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppMenus } from '../apps';

/** Switches between the user's applications (spec 000 §3 'apps'); hidden when there is one. */
export function AppSwitcher({
  apps,
  appCode,
  onSwitch,
}: {
  apps: readonly AppMenus[];
  appCode: string;
  onSwitch: (code: string) => void;
}) {
  const { t } = useTranslation();
  if (apps.length < 2) return null;
  const current = apps.find((app) => app.appCode === appCode);
  return (
    <Dropdown
      menu={{
        selectable: true,
        selectedKeys: [appCode],
        items: apps.map((app) => ({ key: app.appCode, label: app.appName || app.appCode })),
        onClick: ({ key }) => onSwitch(key),
      }}
    >
      <Button
        type="text"
        icon={<SwapOutlined />}
        style={{ color: 'inherit' }}
        title={t('header.switchApp')}
        data-testid="app-switcher"
      >
        {current?.appName}
      </Button>
    </Dropdown>
  );
}
