import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { UserService } from '../users/service';
import { PostMemberService } from './members';
import { postRoutes } from './routes';
import { PostService } from './service';

/** Positions (posts) and the users holding them. */
export const postsModule = defineModule({
  name: 'posts',
  build: ({ db }: Platform, { users }: { users: { users: UserService } }) => {
    const posts = new PostService(db);
    return { services: { posts, postMembers: new PostMemberService(db, posts, users.users) } };
  },
  routes: postRoutes,
});

export type PostsServices = { posts: PostService; postMembers: PostMemberService };
