import type { MenuNode } from '@awards/shared/home';
import { type MenuTitle, serverTitle } from '../../i18n/useMenuTitle';
import { isSubmenu, shownNodes } from '../menuItems';
import { visibleChildren } from '../menuTrail';

export interface SearchEntry {
  node: MenuNode;
  /** 'parent / child', so two pages of the same title can be told apart. */
  label: string;
}

/** Every page the menu shows (leaves and always-show items), for the menu search of spec 000 §2. */
export function searchEntries(
  nodes: readonly MenuNode[],
  title: MenuTitle = serverTitle,
  parents: string[] = [],
): SearchEntry[] {
  return shownNodes(nodes).flatMap((node) => {
    const trail = [...parents, title(node)];
    if (isSubmenu(node)) return searchEntries(visibleChildren(node), title, trail);
    return [{ node, label: trail.join(' / ') }];
  });
}

/** Matches by title, case-insensitively, anywhere in the trail. */
export function matchEntries(entries: readonly SearchEntry[], text: string): SearchEntry[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...entries];
  return entries.filter((entry) => entry.label.toLowerCase().includes(needle));
}
