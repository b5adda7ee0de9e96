import { groupBy } from '../../platform/collections';

export interface MenuLink {
  id: number;
  parentId: number | null;
}

/** Every menu below one (not itself), from the parent links of the whole table. */
export function descendantsOf(links: readonly MenuLink[], menuId: number): Set<number> {
  const childrenOf = groupBy(links, (link) => link.parentId);
  const found = new Set<number>();
  const stack = [menuId];
  while (stack.length > 0) {
    for (const child of childrenOf.get(stack.pop()!) ?? []) {
      // The guard also ends a walk that a corrupt cycle would make endless.
      if (!found.has(child.id) && child.id !== menuId) {
        found.add(child.id);
        stack.push(child.id);
      }
    }
  }
  return found;
}
