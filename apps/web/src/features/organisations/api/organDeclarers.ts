import type { OrganDeclareUserAdd, OrganDeclareUserUpdate } from '@awards/shared/organisations';
import type { Page } from '@awards/shared/paging';
import type { UserDetail, UserView } from '@awards/shared/users';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberFilters } from './organMembers';
import { ORGANS_KEY } from './organTree';

export const ORGAN_EXPERTS_KEY = [...ORGANS_KEY, 'experts'] as const;

/** `expertUsers` (DEPART_USER): the expert users of the organisation (and below), paged. */
export const fetchOrganExperts = (query: MemberFilters & { pageNum: number; pageSize: number }) =>
  http.post<Page<UserView>>('/rest/organ/expertUsers', query);

export type DeclarerSave =
  | { kind: 'add'; values: OrganDeclareUserAdd }
  | { kind: 'update'; values: OrganDeclareUserUpdate };

/** `addDeclareUser` / `updateDeclareUser` (DEPART_USER). Silent: the form shows failures on its fields. */
export function useSaveDeclarer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: DeclarerSave) =>
      http.post<UserDetail>(
        save.kind === 'add' ? '/rest/organ/addDeclareUser' : '/rest/organ/updateDeclareUser',
        save.values,
        { silent: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORGANS_KEY }),
  });
}
