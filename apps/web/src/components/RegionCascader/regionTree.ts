import type { RegionItem } from './regionApi';

/** A Cascader option; `children` undefined means "not loaded yet". */
export interface RegionNode {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: RegionNode[];
}

/** Items at `maxLevel` (or marked leaf by the server) are leaves: the cascader stops there. */
export function toNodes(items: RegionItem[], maxLevel: number): RegionNode[] {
  return items.map((item) => ({
    value: item.code,
    label: item.value,
    isLeaf: Boolean(item.leaf) || item.level >= maxLevel,
  }));
}

/** A copy of `tree` with `children` hung under the node at `path` (codes from the top). */
export function withChildren(
  tree: RegionNode[],
  path: readonly string[],
  children: RegionNode[],
): RegionNode[] {
  const [head, ...rest] = path;
  return tree.map((node) => {
    if (node.value !== head) return node;
    if (rest.length === 0) return { ...node, children };
    return { ...node, children: withChildren(node.children ?? [], rest, children) };
  });
}

/** The node at `path`, if every step of it is loaded. */
export function nodeAt(tree: RegionNode[], path: readonly string[]): RegionNode | undefined {
  let level: RegionNode[] | undefined = tree;
  let found: RegionNode | undefined;
  for (const code of path) {
    found = level?.find((node) => node.value === code);
    if (!found) return undefined;
    level = found.children;
  }
  return found;
}
