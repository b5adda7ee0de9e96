import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POSTS_KEY } from './postPage';

/**
 * `delete` (POST_DEL) for one, `batchDelete` (POST_BATCHDEL) for several: all or none, refused
 * (422) while users hold any of them. Silent: the page shows the server's reason.
 */
export function deletePosts(postIds: number[]) {
  const [postId] = postIds;
  return postIds.length === 1
    ? http.post('/rest/post/delete', { postId }, { silent: true })
    : http.post('/rest/post/batchDelete', { postIds }, { silent: true });
}

export function useDeletePosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePosts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: POSTS_KEY }),
  });
}

/** `updateStatus` (POST_ENABLE): 1 enables, 0 disables. */
export function usePostStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postIds, status }: { postIds: number[]; status: 0 | 1 }) =>
      http.post('/rest/post/updateStatus', { postIds, status }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: POSTS_KEY }),
  });
}
