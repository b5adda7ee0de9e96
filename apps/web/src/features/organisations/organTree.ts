import type { OrganNode } from '@awards/shared/organisations';

/** The node with the id, anywhere in the tree. */
export function findOrgan(nodes: readonly OrganNode[], organId: number): OrganNode | null {
  for (const node of nodes) {
    if (node.organId === organId) return node;
    const found = findOrgan(node.children, organId);
    if (found) return found;
  }
  return null;
}

/** The ids of a node and everything below it (where it cannot be moved to). */
export function subtreeIds(node: OrganNode): number[] {
  return [node.organId, ...node.children.flatMap(subtreeIds)];
}

/**
 * The nodes whose name or code contains the keyword, with their ancestors so they stay in
 * place, and the keys to open so every match shows. An empty keyword keeps the tree.
 */
export function filterOrgans(nodes: readonly OrganNode[], keyword: string) {
  const text = keyword.trim().toLowerCase();
  const expanded: number[] = [];
  const walk = (list: readonly OrganNode[]): OrganNode[] =>
    list.flatMap((node) => {
      const children = walk(node.children);
      const hit = node.organName.toLowerCase().includes(text) || node.organCode.toLowerCase().includes(text);
      if (!hit && children.length === 0) return [];
      if (children.length > 0) expanded.push(node.organId);
      return [{ ...node, children }];
    });
  return text ? { nodes: walk(nodes), expanded } : { nodes: [...nodes], expanded: null };
}

/** The ids of the children of `parentId` (null: the top level), in order. */
function siblingsOf(nodes: readonly OrganNode[], parentId: number | null): number[] {
  const list = parentId === null ? nodes : (findOrgan(nodes, parentId)?.children ?? []);
  return list.map((node) => node.organId);
}

/**
 * Drag sort stays among siblings: a drop beside a sibling (-1 before, 1 after), or onto the
 * common parent (0, to the top). Moving elsewhere is the form's "parent" field, which says so.
 */
export function canDrop(drag: OrganNode, drop: OrganNode, position: -1 | 0 | 1): boolean {
  if (drag.organId === drop.organId) return false;
  if (position === 0) return drop.organId === drag.parentOrganId;
  return drop.parentOrganId === drag.parentOrganId;
}

/** The siblings' new order after a drop that canDrop allowed: what `/rest/organ/sort` takes. */
export function orderAfterDrop(
  nodes: readonly OrganNode[],
  drag: OrganNode,
  drop: OrganNode,
  position: -1 | 0 | 1,
): { parentOrganId: number | null; organIds: number[] } {
  const parentOrganId = drag.parentOrganId;
  const others = siblingsOf(nodes, parentOrganId).filter((id) => id !== drag.organId);
  const at = position === 0 ? 0 : others.indexOf(drop.organId) + (position === 1 ? 1 : 0);
  return { parentOrganId, organIds: [...others.slice(0, at), drag.organId, ...others.slice(at)] };
}

/** A GB/T 2260 code as the cascader's path: province, city, county (parents by their digits). */
export function regionPath(code: string | null | undefined): string[] | undefined {
  if (!code) return undefined;
  if (code.endsWith('0000')) return [code];
  const province = `${code.slice(0, 2)}0000`;
  if (code.endsWith('00')) return [province, code];
  return [province, `${code.slice(0, 4)}00`, code];
}
