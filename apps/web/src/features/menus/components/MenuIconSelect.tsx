import { MENU_ICON_NAMES } from '@awards/shared/menu-icons';
import { Select, Space } from 'antd';
import { useCustomIcons } from '../api/customIcons';
import { useMenusT } from '../i18n';
import { MenuIcon } from './MenuIcon';

interface Props {
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  id?: string;
}

/** The icon of a menu: one of the antd names the server accepts, or `custom:<iconId>`. */
export function MenuIconSelect({ value, onChange, disabled, id }: Props) {
  const { t } = useMenusT();
  const icons = useCustomIcons().data ?? [];
  const option = (name: string, label: string) => ({
    value: name,
    label: (
      <Space size={8}>
        <MenuIcon name={name} icons={icons} />
        {label}
      </Space>
    ),
    search: label,
  });
  return (
    <Select<string | null>
      id={id}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      disabled={disabled}
      allowClear
      showSearch={{ optionFilterProp: 'search' }}
      options={[
        {
          label: t('form.customIcons'),
          options: icons.map((icon) => option(`custom:${icon.iconId}`, icon.name)),
        },
        { label: t('form.antdIcons'), options: MENU_ICON_NAMES.map((name) => option(name, name)) },
      ]}
    />
  );
}
