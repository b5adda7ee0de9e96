import type { MenuView } from '@awards/shared/menus';
import { useLocalised } from '@awards/web-common/localised';

/** A menu as a row of the tree table: children only when there are some, and its siblings in order. */
export interface MenuRow extends Omit<MenuView, 'children'> {
  children?: MenuRow[];
  /** Ids of the children of this row's parent, in display order: what a move up or down sends. */
  siblingIds: number[];
}

/**
 * The server's tree as antd Table tree data. antd draws an expand arrow for any
 * `children` array, so leaves lose theirs; siblings are ordered as the server sorts them.
 */
export function toMenuRows(tree: readonly MenuView[]): MenuRow[] {
  const siblingIds = tree.map((menu) => menu.menuId);
  return tree.map(({ children, ...menu }) => {
    const rows = children?.length ? toMenuRows(children) : undefined;
    return rows ? { ...menu, siblingIds, children: rows } : { ...menu, siblingIds };
  });
}

/** Every row that has children: what "expand all" opens. */
export function parentKeys(rows: readonly MenuRow[]): number[] {
  return rows.flatMap((row) => (row.children ? [row.menuId, ...parentKeys(row.children)] : []));
}

export function findRow(rows: readonly MenuRow[], menuId: number): MenuRow | undefined {
  for (const row of rows) {
    if (row.menuId === menuId) return row;
    const below = row.children && findRow(row.children, menuId);
    if (below) return below;
  }
  return undefined;
}

/** The sibling order after moving `menuId` one place up (-1) or down (+1); null at either end. */
export function moved(siblingIds: readonly number[], menuId: number, delta: -1 | 1): number[] | null {
  const from = siblingIds.indexOf(menuId);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= siblingIds.length) return null;
  const order = [...siblingIds];
  [order[from], order[to]] = [order[to] as number, order[from] as number];
  return order;
}

export interface ParentOption {
  value: number;
  title: string;
  appId: number;
  children?: ParentOption[];
}

/** A menu's title in the interface language (useLocalised), or as stored. */
export type MenuTitleOf = (row: Pick<MenuView, 'menuName' | 'menuNameI18n'>) => string;
const storedTitle: MenuTitleOf = (row) => row.menuName;

/** Menu titles in the interface language: the version entered for it, else menuName. */
export function useMenuTitleOf(): MenuTitleOf {
  const localised = useLocalised();
  return (row) => localised(row.menuName, row.menuNameI18n);
}

/**
 * The parent choices of a menu form, titled by `title`: the tree without the menu itself
 * and its subtree (no cycles).
 */
export function parentOptions(
  rows: readonly MenuRow[],
  excludeId?: number | null,
  title: MenuTitleOf = storedTitle,
): ParentOption[] {
  return rows
    .filter((row) => row.menuId !== excludeId)
    .map((row) => {
      const children = row.children ? parentOptions(row.children, excludeId, title) : [];
      const option = { value: row.menuId, title: title(row), appId: row.appId };
      return children.length ? { ...option, children } : option;
    });
}
