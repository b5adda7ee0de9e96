import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { loadRegions } from './regionApi';
import { nodeAt, type RegionNode, toNodes, withChildren } from './regionTree';

/**
 * The cascader's option tree: the root's children at mount, a node's children when it is
 * opened (`loadChildren`), and every level of a preset `value` so its names can show.
 */
export function useRegionTree(rootCode: string, maxLevel: number, value: readonly string[] | undefined) {
  const client = useQueryClient();
  const [tree, setTree] = useState<RegionNode[] | null>(null);

  const fetchNodes = useCallback(
    async (code: string) => toNodes(await loadRegions(client, code), maxLevel),
    [client, maxLevel],
  );

  useEffect(() => {
    let live = true;
    fetchNodes(rootCode).then(
      (nodes) => live && setTree(nodes),
      // The client has already told the user; an empty list lets them retry by reopening.
      () => live && setTree([]),
    );
    return () => {
      live = false;
    };
  }, [rootCode, fetchNodes]);

  const loadChildren = useCallback(
    async (path: string[]) => {
      const code = path[path.length - 1];
      if (!code) return;
      const children = await fetchNodes(code).catch(() => []);
      setTree((current) => (current ? withChildren(current, path, children) : current));
    },
    [fetchNodes],
  );

  // A preset value: load the levels above its last code, one after the other.
  const pathKey = value?.join('/') ?? '';
  useEffect(() => {
    if (!tree || !pathKey) return;
    const path = pathKey.split('/');
    for (let depth = 1; depth < path.length; depth += 1) {
      const node = nodeAt(tree, path.slice(0, depth));
      if (!node) return;
      if (!node.isLeaf && node.children === undefined) {
        void loadChildren(path.slice(0, depth));
        return;
      }
    }
  }, [tree, pathKey, loadChildren]);

  return { options: tree ?? [], loading: tree === null, loadChildren };
}
