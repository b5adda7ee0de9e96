import type { Page } from '@awards/shared/paging';
import { toPage } from '@awards/shared/paging';
import type { PostUsersQuery } from '@awards/shared/posts';
import type { UserView } from '@awards/shared/users';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userPosts, users } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { containsTextIgnoringCase } from '../../platform/text-match';
import { presentUser } from '../users/presenter';
import { realnameContains, selectUsersWhere } from '../users/repository';
import type { UserService } from '../users/service';
import type { PostService } from './service';

type Actor = Pick<SessionUser, 'userId' | 'orgId' | 'loginName' | 'sessionId'>;

/**
 * The users of a post (spec 001 §7 "bound/unbound users, add/delete user
 * relation"), paged and limited to the actor's data scope.
 */
export class PostMemberService {
  constructor(
    private readonly db: Db,
    private readonly posts: PostService,
    private readonly users: UserService,
  ) {}

  /** Users holding the post (bound) or not holding it (unbound: the candidates to add). */
  async list(actor: Actor, query: PostUsersQuery, bound: boolean): Promise<Page<UserView>> {
    await this.posts.requirePosts([query.postId]);
    const holders = this.db
      .select({ id: userPosts.userId })
      .from(userPosts)
      .where(eq(userPosts.postId, query.postId));
    const where = and(
      eq(users.delFlag, 0),
      bound ? inArray(users.id, holders) : notInArray(users.id, holders),
      query.realname ? realnameContains(query.realname) : undefined,
      query.loginName ? containsTextIgnoringCase(users.loginName, query.loginName) : undefined,
      await this.users.scopeOf(actor),
    );
    const [rows, total] = await Promise.all([
      selectUsersWhere(this.db, where)
        .orderBy(desc(users.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize),
      this.db.$count(users, where),
    ]);
    return toPage(query, total, rows.map(presentUser));
  }

  async add(actor: Actor, postId: number, userIds: number[]): Promise<{ count: number }> {
    await this.posts.requirePosts([postId]);
    await this.users.requireVisible(this.db, actor, userIds);
    const unique = [...new Set(userIds)];
    await this.db
      .insert(userPosts)
      .values(unique.map((userId) => ({ userId, postId })))
      .onConflictDoNothing();
    return { count: unique.length };
  }

  async remove(actor: Actor, postId: number, userIds: number[]): Promise<{ count: number }> {
    await this.posts.requirePosts([postId]);
    await this.users.requireVisible(this.db, actor, userIds);
    await this.db
      .delete(userPosts)
      .where(and(eq(userPosts.postId, postId), inArray(userPosts.userId, userIds)));
    return { count: new Set(userIds).size };
  }
}
