import type { Page } from '@awards/shared/paging';
import type { PostUsersQuery } from '@awards/shared/posts';
import type { UserView } from '@awards/shared/users';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POSTS_KEY } from './postPage';

export type MemberFilters = Omit<PostUsersQuery, 'pageNum' | 'pageSize'>;
export const POST_USERS_KEY = [...POSTS_KEY, 'users'] as const;

type Query = MemberFilters & { pageNum: number; pageSize: number };

/** `boundUsers` (POST_USER): holders of the post within the caller's data scope. */
export const fetchBoundUsers = (query: Query) => http.post<Page<UserView>>('/rest/post/boundUsers', query);

/** `unboundUsers` (POST_USER): live users not holding it, the candidates to add. */
export const fetchUnboundUsers = (query: Query) =>
  http.post<Page<UserView>>('/rest/post/unboundUsers', query);

/** `addUsers` / `deleteUsers` (POST_USER). */
export function usePostMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      postId,
      userIds,
    }: {
      action: 'add' | 'delete';
      postId: number;
      userIds: number[];
    }) => http.post(`/rest/post/${action}Users`, { postId, userIds }, { silent: true }),
    // Both tabs and the list's user counts change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: POSTS_KEY }),
  });
}
