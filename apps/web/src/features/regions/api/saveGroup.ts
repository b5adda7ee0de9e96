import type { RegionGroupAdd, RegionGroupEdit, RegionGroupView } from '@awards/shared/regions';
import { http } from '@awards/web-common/http';
import { removeItem, type StorageKey } from '@awards/web-common/storage';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REGIONS_KEY } from './regionPage';

export type GroupSave =
  | { kind: 'addGroup'; values: RegionGroupAdd }
  | { kind: 'editGroup'; values: RegionGroupEdit };
export type GroupChange = GroupSave | { kind: 'deleteGroup'; values: { groupId: number } };

/** addGroup / editGroup / deleteGroup (REGION_EDIT). Silent: the form and the page show failures. */
export function changeGroup({ kind, values }: GroupChange): Promise<RegionGroupView | null> {
  return http.post<RegionGroupView | null>(`/rest/region/${kind}`, values, { silent: true });
}

/**
 * After a change the office pickers must not keep the old groups: they hold them for
 * 300000 ms under 'REGION_GROUP_<category>' and ['region', 'groups', category]
 * (components/OfficeSelect/regionGroups.ts).
 */
export function useChangeGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change }: { change: GroupChange; categories: string[] }) => changeGroup(change),
    onSuccess: (_, { categories }) => {
      void queryClient.invalidateQueries({ queryKey: REGIONS_KEY });
      for (const category of categories) {
        removeItem(`REGION_GROUP_${category}` as StorageKey);
        void queryClient.invalidateQueries({ queryKey: ['region', 'groups', category] });
      }
    },
  });
}
