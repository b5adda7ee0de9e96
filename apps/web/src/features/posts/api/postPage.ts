import type { Page } from '@awards/shared/paging';
import type { PostPageQuery, PostView } from '@awards/shared/posts';
import { http } from '@awards/web-common/http';

export type PostFilters = Omit<PostPageQuery, 'pageNum' | 'pageSize'>;

/** Everything this feature caches sits under ['posts']: one invalidation after a change. */
export const POSTS_KEY = ['posts'] as const;
export const POST_PAGE_KEY = [...POSTS_KEY, 'page'] as const;

/** `POST /rest/post/page` (POST_VIEW): posts with the number of users holding each. */
export function fetchPostPage(query: PostFilters & { pageNum: number; pageSize: number }) {
  return http.post<Page<PostView>>('/rest/post/page', query);
}
