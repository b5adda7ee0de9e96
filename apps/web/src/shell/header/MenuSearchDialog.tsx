import type { MenuNode } from '@awards/shared/home';
import { Modal, type RefSelectProps, Select } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuTitle } from '../../i18n/useMenuTitle';
import { useDebounced } from '../../lib/useDebounced';
import { newWindowUrl, openInNewWindow } from '../menuLinks';
import { useMenuNavigate } from '../useMenuNavigate';
import { matchEntries, searchEntries } from './menuSearch';

/** The menu search's dialog (MenuSearch.tsx): a chunk of its own, loaded on the first search. */
export function MenuSearchDialog({
  menu,
  open,
  setOpen,
  text,
  setText,
}: {
  menu: readonly MenuNode[];
  open: boolean;
  setOpen: (open: boolean) => void;
  text: string;
  setText: (text: string) => void;
}) {
  const { t } = useTranslation();
  const select = useRef<RefSelectProps>(null);
  const title = useMenuTitle();
  const entries = searchEntries(menu, title);
  const go = useMenuNavigate(menu, () => setOpen(false));
  const query = useDebounced(text);
  const options = matchEntries(entries, query).map((entry) => ({
    value: entry.node.path,
    label: entry.label,
  }));

  const choose = (path: string) => {
    const entry = entries.find((e) => e.node.path === path);
    const url = entry && newWindowUrl(entry.node);
    if (url) {
      setOpen(false);
      return openInNewWindow(url);
    }
    go(path);
  };

  return (
    <Modal
      title={t('header.searchMenu')}
      open={open}
      footer={null}
      onCancel={() => setOpen(false)}
      // The dialog takes the focus as it opens (at once when motion is reduced): the
      // search box takes it back once the dialog is open, so typing goes to the search.
      afterOpenChange={(opened) => opened && select.current?.focus()}
      destroyOnHidden
    >
      <Select
        ref={select}
        showSearch={{ filterOption: false, onSearch: setText }}
        autoFocus
        defaultOpen
        value={null}
        placeholder={t('header.searchPlaceholder')}
        options={options}
        onChange={choose}
        style={{ width: '100%' }}
        data-testid="menu-search-select"
        notFoundContent={t('header.searchEmpty')}
      />
    </Modal>
  );
}
