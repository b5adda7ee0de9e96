import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import type { NavigateFunction } from 'react-router';
import { PATHS } from '../../config/paths';
import { closeOtherTabs, closeTabsToTheRight, getTabs, refreshTab, tabAddress } from './tabsStore';

interface Args {
  tabKey: string;
  active: string;
  close: (key: string) => void;
  navigate: NavigateFunction;
  t: TFunction;
}

/** The right-click menu of one tab: refresh, close, close others, close to the right. */
export function tabMenu({ tabKey, active, close, navigate, t }: Args): MenuProps {
  const pinned = PATHS.home;
  const stays = (keys: readonly string[]) => keys.includes(active);
  return {
    items: [
      { key: 'refresh', label: t('tabs.refresh') },
      { key: 'close', label: t('tabs.close'), disabled: tabKey === pinned },
      { key: 'closeOthers', label: t('tabs.closeOthers') },
      { key: 'closeRight', label: t('tabs.closeRight') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'refresh') return refreshTab(tabKey);
      if (key === 'close') return close(tabKey);
      if (key === 'closeOthers') closeOtherTabs(tabKey, pinned);
      if (key === 'closeRight') closeTabsToTheRight(tabKey, pinned);
      // The page shown was among those closed: show the tab the menu was opened on.
      if (!stays(getTabs().tabs.map((tab) => tab.key))) void navigate(tabAddress(tabKey));
    },
  };
}
