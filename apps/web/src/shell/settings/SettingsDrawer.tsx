import { Divider, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppearancePicker } from './AppearancePicker';
import { LayoutSwitches } from './LayoutSwitches';
import { ThemePicker } from './ThemePicker';

/** Spec 000 §2/§9: the settings drawer, titled 系统设置, 400 px wide. */
export const SETTINGS_DRAWER_WIDTH = 400;

export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      title={t('header.systemSettings')}
      // Never wider than a phone's screen.
      size={`min(${SETTINGS_DRAWER_WIDTH}px, 100vw)`}
      open={open}
      onClose={onClose}
      data-testid="settings-drawer"
    >
      <Divider titlePlacement="start" plain>
        {t('settings.themes')}
      </Divider>
      <ThemePicker onClose={onClose} />
      <Divider titlePlacement="start" plain>
        {t('settings.appearance')}
      </Divider>
      <AppearancePicker />
      <Divider titlePlacement="start" plain>
        {t('settings.layout')}
      </Divider>
      <LayoutSwitches />
    </Drawer>
  );
}
