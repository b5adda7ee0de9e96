import type { Translation } from '@awards/shared/localised';
import type { RegionItem } from './regionApi';

/**
 * A Cascader option; `children` undefined means "not loaded yet". `label` is the zh_CN
 * name until `localiseTree` gives the interface language's.
 */
export interface RegionNode {
  value: string;
  label: string;
  nameI18n?: Translation;
  isLeaf: boolean;
  children?: RegionNode[];
}

/** Items at `maxLevel` (or marked leaf by the server) are leaves: the cascader stops there. */
export function toNodes(items: RegionItem[], maxLevel: number): RegionNode[] {
  return items.map((item) => ({
    value: item.code,
    label: item.value,
    nameI18n: item.nameI18n,
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

/** The tree with each label in the interface language (`localise`: i18n/localised.ts). */
export function localiseTree(
  tree: RegionNode[],
  localise: (zhCN: string, translation: Translation | undefined) => string,
): RegionNode[] {
  return tree.map((node) => ({
    ...node,
    label: localise(node.label, node.nameI18n),
    ...(node.children ? { children: localiseTree(node.children, localise) } : {}),
  }));
}
