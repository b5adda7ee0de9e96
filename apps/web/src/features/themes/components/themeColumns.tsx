import type { CodeValue, ThemeView } from '@awards/shared/themes';
import { orEmpty } from '@awards/web-common/format';
import { Space, Tag } from 'antd';
import type { DataTableColumn } from '../../../components/DataTable/types';
import type { LayoutOption } from '../api/layoutOptions';
import type { ThemesT } from '../i18n';
import { Swatches } from './Swatches';

const OPTIONS = ['isHeader', 'multipage', 'fixedHeader', 'fixedFooter', 'hideFooter', 'colorWeak'] as const;

export interface ThemeHandlers {
  /** A stored background's name in the interface language (its dictionary item's). */
  backgroundLabel: (bg: CodeValue | null, kind: 'header' | 'sideMenu') => string | null;
  edit: (theme: ThemeView) => void;
  setDefault: (theme: ThemeView) => Promise<unknown>;
  remove: (theme: ThemeView) => Promise<unknown>;
}

/** The theme list's columns; the default theme offers neither "make default" nor delete. */
export function themeColumns(
  t: ThemesT,
  layouts: readonly LayoutOption[],
  on: ThemeHandlers,
): DataTableColumn<ThemeView>[] {
  const layoutName = (id: number) => layouts.find((l) => l.layoutId === id)?.layoutName ?? String(id);
  return [
    {
      key: 'themeName',
      userText: true,
      title: t('column.themeName'),
      width: 150,
      render: (_, theme) => (
        <Space size={4} wrap>
          <span data-testid={`theme-${theme.themeId}`}>{theme.themeName}</span>
          {theme.ifSelected && <Tag color="gold">{t('flag.default')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'colours',
      title: t('column.colours'),
      width: 180,
      render: (_, theme) => <Swatches theme={theme} />,
    },
    {
      key: 'layout',
      userText: true,
      title: t('column.layout'),
      width: 120,
      render: (_, theme) => layoutName(theme.layoutId),
    },
    {
      key: 'backgrounds',
      defaultHidden: true,
      title: t('column.backgrounds'),
      width: 150,
      render: (_, theme) =>
        `${orEmpty(on.backgroundLabel(theme.headerBg, 'header'))} / ${orEmpty(on.backgroundLabel(theme.sideMenuBg, 'sideMenu'))}`,
    },
    {
      key: 'options',
      defaultHidden: true,
      title: t('column.options'),
      width: 170,
      render: (_, theme) => (
        <Space size={[0, 4]} wrap>
          {OPTIONS.filter((name) => theme[name]).map((name) => (
            <Tag key={name}>{t(`flag.${name}`)}</Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (theme) => [
        { key: 'edit', label: t('action.edit'), permission: 'THEME_EDIT', onClick: () => on.edit(theme) },
        ...(theme.ifSelected
          ? []
          : [
              {
                key: 'setDefault',
                label: t('action.setDefault'),
                permission: 'THEME_ENABLE',
                confirm: t('action.setDefaultConfirm'),
                onClick: () => on.setDefault(theme),
              },
              {
                key: 'delete',
                label: t('action.delete'),
                permission: 'THEME_DEL',
                danger: true,
                confirm: t('action.deleteConfirm'),
                onClick: () => on.remove(theme),
              },
            ]),
      ],
    },
  ];
}
