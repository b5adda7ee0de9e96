import { SearchOutlined } from '@ant-design/icons';
import type { MenuNode } from '@awards/shared/home';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withAntdRest } from '../../lib/antdSheets';

// The dialog, antd's Select and the menu's search entries: loaded on the first search, not with
// the shell (issue 18: the home page's first screen neither downloads nor renders them).
const MenuSearchDialog = lazy(() =>
  withAntdRest(import('./MenuSearchDialog')).then((m) => ({ default: m.MenuSearchDialog })),
);

/**
 * The header's menu search, a dialog titled 搜索菜单 (spec 000 §2): jumps to a page by its
 * title; external and iframe pages open in a new window. Shown on every device.
 */
export function MenuSearch({ menu }: { menu: readonly MenuNode[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  return (
    <>
      <Button
        type="text"
        icon={<SearchOutlined />}
        aria-label={t('header.searchMenu')}
        title={t('header.searchMenu')}
        data-testid="menu-search"
        style={{ color: 'inherit' }}
        onClick={() => {
          setText('');
          setOpened(true);
          setOpen(true);
        }}
      />
      {opened && (
        <Suspense fallback={null}>
          <MenuSearchDialog menu={menu} open={open} setOpen={setOpen} text={text} setText={setText} />
        </Suspense>
      )}
    </>
  );
}
