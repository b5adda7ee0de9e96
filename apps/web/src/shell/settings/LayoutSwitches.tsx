import { Flex, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type LayoutSettings, updateLayoutSettings, useLayoutSettings } from '../../lib/layoutSettings';

type Flag = 'fixedHeader' | 'fixedFooter' | 'hideFooter' | 'fixedSider' | 'multiPage' | 'colourWeak';

function Row({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" style={{ padding: '8px 0' }}>
      <Flex vertical>
        <span>{label}</span>
        {hint && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {hint}
          </Typography.Text>
        )}
      </Flex>
      {children}
    </Flex>
  );
}

/**
 * The layout switches of the settings drawer (spec 000 §2): a fixed footer and a hidden
 * footer exclude each other, so each is disabled while the other is on.
 */
export function LayoutSwitches() {
  const { t } = useTranslation();
  const settings = useLayoutSettings();
  const flag = (name: Flag, disabled = false) => (
    <Switch
      size="small"
      checked={settings[name]}
      disabled={disabled}
      data-testid={`setting-${name}`}
      onChange={(checked) => updateLayoutSettings({ [name]: checked } as Partial<LayoutSettings>)}
    />
  );
  return (
    <div>
      <Row label={t('settings.fixedHeader')}>{flag('fixedHeader')}</Row>
      <Row label={t('settings.fixedSider')}>{flag('fixedSider', settings.layoutMode === 'top')}</Row>
      <Row label={t('settings.fixedFooter')}>{flag('fixedFooter', settings.hideFooter)}</Row>
      <Row label={t('settings.hideFooter')}>{flag('hideFooter', settings.fixedFooter)}</Row>
      <Row label={t('settings.multiPage')} hint={t('settings.multiPageHint')}>
        {flag('multiPage')}
      </Row>
      <Row label={t('settings.colourWeak')}>{flag('colourWeak')}</Row>
    </div>
  );
}
