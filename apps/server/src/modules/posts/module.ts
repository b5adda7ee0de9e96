import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { UsersApi } from '../users/public';
import { PostMemberService } from './members';
import { postRoutes } from './routes';
import { PostService } from './service';

/** Positions (posts) and the users holding them. */
export const postsModule = defineModule({
  name: 'posts',
  build: ({ db }: Platform, { users }: { users: UsersApi }) => {
    const posts = new PostService(db);
    return { services: { posts, postMembers: new PostMemberService(db, posts, users) } };
  },
  routes: postRoutes,
});

export type PostsServices = { posts: PostService; postMembers: PostMemberService };
