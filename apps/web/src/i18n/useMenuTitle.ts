import type { MenuNode } from '@awards/shared/home';
import type { Locale } from '@awards/shared/i18n';
import { localised } from '@awards/shared/localised';
import { useTranslation } from 'react-i18next';
import { i18n } from './index';

export type MenuTitle = (node: Pick<MenuNode, 'meta'>) => string;

/**
 * A menu's title in a language: the version an administrator entered (the seed's, for the
 * seeded menus) in the menu's menuNameI18n, which the init call carries as
 * `meta.titleI18n`, or the zh_CN title when there is none.
 */
export function menuTitleIn(locale: Locale, node: Pick<MenuNode, 'meta'>): string {
  return localised(node.meta.title, node.meta.titleI18n, locale);
}

/** A menu's title in the interface language now (for code outside components: document.title). */
export const menuTitleNow: MenuTitle = (node) => menuTitleIn(i18n.language as Locale, node);

/** Menu titles in the interface language, for a component: re-renders on a language change. */
export function useMenuTitle(): MenuTitle {
  const { i18n: instance } = useTranslation();
  return (node) => menuTitleIn(instance.language as Locale, node);
}

/** The server's title, for pure functions called without a language (and in tests). */
export const serverTitle: MenuTitle = (node) => node.meta.title;
