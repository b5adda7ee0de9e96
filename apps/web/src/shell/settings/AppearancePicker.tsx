import { ColorPicker, Flex, Segmented, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { type LayoutMode, updateLayoutSettings, useLayoutSettings } from '../../lib/layoutSettings';
import { HEADER_BG_CHOICES, headerBackground, SIDER_BG_CHOICES, siderBackground } from '../backgrounds';

/** Preset primary colours offered beside the free picker. */
const PRESETS = ['#1677ff', '#13c2c2', '#52c41a', '#fa8c16', '#f5222d', '#eb2f96', '#722ed1', '#2f54eb'];

function Swatches({
  choices,
  value,
  css,
  onPick,
  testId,
}: {
  choices: readonly string[];
  value: string;
  css: (code: string) => string;
  onPick: (code: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} wrap>
      {choices.map((code) => (
        <Tooltip key={code} title={t('settings.choice', { code })}>
          <button
            type="button"
            aria-pressed={value === code}
            aria-label={t('settings.choice', { code })}
            data-testid={`${testId}-${code}`}
            onClick={() => onPick(code)}
            style={{
              width: 32,
              height: 24,
              borderRadius: 4,
              cursor: 'pointer',
              background: css(code),
              border: value === code ? '2px solid #1677ff' : '1px solid #d9d9d9',
            }}
          />
        </Tooltip>
      ))}
    </Flex>
  );
}

/** Navigation mode, backgrounds and the primary colour, applied at once without a rebuild. */
export function AppearancePicker() {
  const { t } = useTranslation();
  const settings = useLayoutSettings();
  return (
    <Flex vertical gap={12}>
      <span>{t('settings.layoutMode')}</span>
      <Segmented<LayoutMode>
        value={settings.layoutMode}
        onChange={(layoutMode) => updateLayoutSettings({ layoutMode })}
        options={[
          { value: 'side', label: t('settings.sideMenu') },
          { value: 'top', label: t('settings.topMenu') },
        ]}
        data-testid="setting-layoutMode"
      />
      <span>{t('settings.headerBg')}</span>
      <Swatches
        choices={HEADER_BG_CHOICES}
        value={settings.headerBg}
        css={(c) => headerBackground(c).background}
        onPick={(headerBg) => updateLayoutSettings({ headerBg })}
        testId="header-bg"
      />
      <span>{t('settings.siderBg')}</span>
      <Swatches
        choices={SIDER_BG_CHOICES}
        value={settings.siderBg}
        css={(c) => siderBackground(c).background}
        onPick={(siderBg) => updateLayoutSettings({ siderBg })}
        testId="sider-bg"
      />
      <Flex justify="space-between" align="center">
        <span>{t('settings.primaryColor')}</span>
        <ColorPicker
          value={settings.primaryColor}
          disabledAlpha
          presets={[{ label: t('settings.presets'), colors: PRESETS }]}
          onChangeComplete={(color) => updateLayoutSettings({ primaryColor: color.toHexString() })}
          data-testid="setting-primaryColor"
        />
      </Flex>
    </Flex>
  );
}
