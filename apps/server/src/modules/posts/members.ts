import type { Page } from '@awards/shared/paging';
import type { PostUsersQuery } from '@awards/shared/posts';
import type { UserView } from '@awards/shared/users';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userPosts, users } from '../../db/schema';
import type { UserActor, UsersApi } from '../users/public';
import type { PostService } from './service';

/**
 * The users of a post (spec 001 §7 "bound/unbound users, add/delete user
 * relation"), paged and limited to the actor's data scope.
 */
export class PostMemberService {
  constructor(
    private readonly db: Db,
    private readonly posts: PostService,
    private readonly users: UsersApi,
  ) {}

  /** Users holding the post (bound) or not holding it (unbound: the candidates to add). */
  async list(actor: UserActor, query: PostUsersQuery, bound: boolean): Promise<Page<UserView>> {
    await this.posts.requirePosts([query.postId]);
    const holders = this.db
      .select({ id: userPosts.userId })
      .from(userPosts)
      .where(eq(userPosts.postId, query.postId));
    return this.users.memberPage(
      actor,
      query,
      bound ? inArray(users.id, holders) : notInArray(users.id, holders),
    );
  }

  async add(actor: UserActor, postId: number, userIds: number[]): Promise<{ count: number }> {
    await this.posts.requirePosts([postId]);
    await this.users.requireVisible(actor, userIds);
    const unique = [...new Set(userIds)];
    await this.db
      .insert(userPosts)
      .values(unique.map((userId) => ({ userId, postId })))
      .onConflictDoNothing();
    return { count: unique.length };
  }

  async remove(actor: UserActor, postId: number, userIds: number[]): Promise<{ count: number }> {
    await this.posts.requirePosts([postId]);
    await this.users.requireVisible(actor, userIds);
    await this.db
      .delete(userPosts)
      .where(and(eq(userPosts.postId, postId), inArray(userPosts.userId, userIds)));
    return { count: new Set(userIds).size };
  }
}
