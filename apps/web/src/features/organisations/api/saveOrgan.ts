import type { OrganAdd, OrganUpdate, OrganView } from '@awards/shared/organisations';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORGANS_KEY } from './organTree';

/** add: a top-level one (DEPART_ADD); addSub: under a parent (DEPART_ADDSUB); update may move it. */
export type OrganSave =
  | { kind: 'add' | 'addSub'; values: OrganAdd }
  | { kind: 'update'; values: OrganUpdate };

export function useSaveOrgan() {
  const queryClient = useQueryClient();
  return useMutation({
    // Silent: the form shows failures on its fields.
    mutationFn: ({ kind, values }: OrganSave) =>
      http.post<OrganView>(`/rest/organ/${kind}`, values, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORGANS_KEY }),
  });
}

/** `delete` (DEPART_DEL): to the recycle bin; refused (422) for the root, or with children or users. */
export function useDeleteOrgan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organId: number) => http.post('/rest/organ/delete', { organId }, { silent: true }),
    // Everything but the deleted organisation's own queries ([...ORGANS_KEY, kind, organId]):
    // refetching its detail, still on screen until the page moves on, answered 404 right after
    // 删除成功! (issue 14 item 9). Its cached entries are left to expire unused.
    onSuccess: (_, organId) =>
      queryClient.invalidateQueries({
        queryKey: ORGANS_KEY,
        predicate: (query) => query.queryKey[2] !== organId,
      }),
  });
}

/** `sort` (DEPART_SORT): the siblings under one parent in their new order. */
export function useSortOrgans() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: { parentOrganId: number | null; organIds: number[] }) =>
      http.post('/rest/organ/sort', order, { silent: true }),
    // Refetched whether it worked or not: a refused drop must snap back.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORGANS_KEY }),
  });
}

/** `checkOrganCode` (DEPART_VIEW): 409 with the server's message when another organisation has it. */
export const checkOrganCode = (organCode: string, organId?: number) =>
  http.post('/rest/organ/checkOrganCode', { organCode, organId }, { silent: true, allowRepeat: true });
