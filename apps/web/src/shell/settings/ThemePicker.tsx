import { Alert, Button, Col, Row, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PRIMARY_COLOR, useLayoutSettings } from '../../lib/layoutSettings';
import { endPreview, heldPreview, savedThemeId } from '../../lib/theme';
import { useHomeThemes } from '../api/themeChoice';
import { ThemeThumbnail } from './ThemeThumbnail';
import { useThemeChoice } from './useThemeChoice';

/**
 * The theme previews of the settings drawer (spec 000 §2): the server's themes and the
 * 'system default theme'. Without the theme list (the call failed or does not exist
 * yet) only the system default is offered.
 */
export function ThemePicker({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  useLayoutSettings();
  const { data: themes = [], isLoading } = useHomeThemes();
  const systemDefault = themes.find((theme) => theme.ifSelected) ?? null;
  const { choose, pending } = useThemeChoice(systemDefault, onClose);
  const saved = savedThemeId();
  const current = saved !== undefined ? saved : (themes.find((theme) => theme.userSelected)?.themeId ?? null);
  const preview = heldPreview();

  return (
    <Spin spinning={isLoading || pending}>
      {preview && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('settings.previewing', { name: preview.themeName })}
          action={
            <Button size="small" onClick={endPreview}>
              {t('settings.endPreview')}
            </Button>
          }
        />
      )}
      <Row gutter={[8, 8]} data-testid="theme-list">
        <Col span={8}>
          <ThemeThumbnail
            name={t('settings.systemDefault')}
            primaryColor={systemDefault?.primaryColor ?? DEFAULT_PRIMARY_COLOR}
            headerBg={systemDefault?.headerBg?.code ?? '1'}
            siderBg={systemDefault?.sideMenuBg?.code ?? '1'}
            selected={current === null}
            onClick={() => choose(null)}
            testId="theme-system-default"
          />
        </Col>
        {themes.map((theme) => (
          <Col span={8} key={theme.themeId}>
            <ThemeThumbnail
              name={theme.themeName}
              primaryColor={theme.primaryColor ?? DEFAULT_PRIMARY_COLOR}
              headerBg={theme.headerBg?.code ?? '1'}
              siderBg={theme.sideMenuBg?.code ?? '1'}
              selected={current === theme.themeId}
              onClick={() => choose(theme)}
              testId={`theme-${theme.themeId}`}
            />
          </Col>
        ))}
      </Row>
    </Spin>
  );
}
