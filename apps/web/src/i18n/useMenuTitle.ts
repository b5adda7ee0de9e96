import type { MenuNode } from '@awards/shared/home';
import { useTranslation } from 'react-i18next';
import { menuTitleIn } from './locale';

export type MenuTitle = (node: Pick<MenuNode, 'name' | 'meta'>) => string;

/**
 * Menu titles in the interface language: menus are server data written in Chinese, so
 * the seeded ones are translated by route name (i18n/menus) and any other keeps its title.
 * Re-renders on a language change.
 */
export function useMenuTitle(): MenuTitle {
  const { i18n } = useTranslation();
  return (node) => menuTitleIn(i18n.language, node.name, node.meta.title);
}

/** The server's title, for pure functions called without a language (and in tests). */
export const serverTitle: MenuTitle = (node) => node.meta.title;
