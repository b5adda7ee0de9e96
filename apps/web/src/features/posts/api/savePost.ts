import type { PostAdd, PostUpdate, PostView } from '@awards/shared/posts';
import { http } from '@awards/web-common/http';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { POSTS_KEY } from './postPage';

export type PostSave = { kind: 'add'; values: PostAdd } | { kind: 'update'; values: PostUpdate };

/** add (POST_ADD) or update (POST_EDIT). Silent: the form shows failures on its fields. */
export function savePost({ kind, values }: PostSave): Promise<PostView> {
  return http.post<PostView>(`/rest/post/${kind}`, values, { silent: true });
}

export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: POSTS_KEY }),
  });
}

/** `detail` (POST_VIEW): the post an edit link (?form=edit:<postId>) names. */
export function usePost(postId: number | null) {
  return useQuery({
    queryKey: [...POSTS_KEY, 'detail', postId],
    queryFn: () => http.post<PostView>('/rest/post/detail', { postId }),
    enabled: postId !== null,
  });
}

/** `checkPostCode` (POST_VIEW): 409 with the server's message when another post has the code. */
export const checkPostCode = (postCode: string, postId?: number) =>
  http.post('/rest/post/checkPostCode', { postCode, postId }, { silent: true, allowRepeat: true });
