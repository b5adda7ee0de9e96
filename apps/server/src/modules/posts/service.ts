import { DUPLICATE_MESSAGES } from '@awards/shared/duplicate-check';
import { RTN } from '@awards/shared/envelope';
import { renderMessage } from '@awards/shared/i18n';
import type { Page } from '@awards/shared/paging';
import {
  POST_MESSAGES,
  type PostAdd,
  type PostOption,
  type PostPageQuery,
  type PostUpdate,
  type PostView,
} from '@awards/shared/posts';
import { and, asc, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { posts, userPosts } from '../../db/schema';
import { onUniqueViolation } from '../../platform/db-errors';
import { AppError, notFound, ruleViolation } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import { containsText, containsTextIgnoringCase } from '../../platform/text-match';
import { presentPost } from './presenter';

type Actor = { loginName: string };

/** How many users (recycle bin included) hold the post. */
const holders =
  sql<number>`(select count(*) from ${userPosts} where ${userPosts.postId} = ${posts.id})`.mapWith(Number);

/**
 * Posts (spec 001 §7 "Posts"): the list, add/update, delete (one or a batch,
 * refused while users hold a post), enabling and disabling, the code check.
 * The users of a post are in members.ts.
 */
export class PostService {
  constructor(private readonly db: Db) {}

  async page(query: PostPageQuery): Promise<Page<PostView>> {
    const where = and(
      eq(posts.delFlag, 0),
      query.postName ? containsText(posts.postName, query.postName) : undefined,
      query.postCode ? containsTextIgnoringCase(posts.postCode, query.postCode) : undefined,
      query.postType ? eq(posts.postType, query.postType) : undefined,
      query.status !== undefined ? eq(posts.status, query.status) : undefined,
    );
    return pagedQuery(
      query,
      async (limit, offset) =>
        (
          await this.select(where).orderBy(asc(posts.sortNumber), asc(posts.id)).limit(limit).offset(offset)
        ).map(presentPost),
      countRows(this.db, posts, where),
    );
  }

  /** The enabled posts, in list order: what a post picker offers (no POST_VIEW needed). */
  async options(postType?: string): Promise<PostOption[]> {
    return this.db
      .select({
        postId: posts.id,
        postCode: posts.postCode,
        postName: posts.postName,
        postType: posts.postType,
      })
      .from(posts)
      .where(
        and(eq(posts.delFlag, 0), eq(posts.status, 1), postType ? eq(posts.postType, postType) : undefined),
      )
      .orderBy(asc(posts.sortNumber), asc(posts.id));
  }

  async detail(postId: number, db: DbOrTx = this.db): Promise<PostView> {
    const [row] = await this.select(and(eq(posts.id, postId), eq(posts.delFlag, 0)), db);
    if (!row) throw notFound(POST_MESSAGES.notFound);
    return presentPost(row);
  }

  async add(actor: Actor, input: PostAdd): Promise<PostView> {
    await this.assertCodeFree(input.postCode);
    return this.write(async (tx) => {
      const [row] = await tx
        .insert(posts)
        .values({ ...input, createBy: actor.loginName })
        .returning({ id: posts.id });
      return this.detail(row!.id, tx);
    });
  }

  async update(actor: Actor, input: PostUpdate): Promise<PostView> {
    const current = await this.detail(input.postId);
    if (input.postCode && input.postCode !== current.postCode)
      await this.assertCodeFree(input.postCode, input.postId);
    const { postId, ...fields } = input;
    return this.write(async (tx) => {
      await tx
        .update(posts)
        .set({ ...fields, updateBy: actor.loginName, updateTime: new Date() })
        .where(eq(posts.id, postId));
      return this.detail(postId, tx);
    });
  }

  /** Deletes one post or a batch, all or nothing; refused while users hold any of them. */
  async remove(postIds: number[]): Promise<{ count: number }> {
    const unique = await this.requirePosts(postIds);
    await this.db.transaction(async (tx) => {
      await tx.select({ id: posts.id }).from(posts).where(inArray(posts.id, unique)).for('update');
      const held = await tx
        .selectDistinct({ postName: posts.postName })
        .from(userPosts)
        .innerJoin(posts, eq(posts.id, userPosts.postId))
        .where(inArray(userPosts.postId, unique));
      if (held.length > 0)
        throw ruleViolation(POST_MESSAGES.inUse({ names: held.map((h) => h.postName).join('、') }));
      await tx.delete(posts).where(inArray(posts.id, unique));
    });
    return { count: unique.length };
  }

  async setStatus(actor: Actor, postIds: number[], status: 0 | 1): Promise<{ count: number }> {
    const unique = await this.requirePosts(postIds);
    await this.db
      .update(posts)
      .set({ status, updateBy: actor.loginName, updateTime: new Date() })
      .where(inArray(posts.id, unique));
    return { count: unique.length };
  }

  async checkCode(postCode: string, exceptId?: number | null) {
    await this.assertCodeFree(postCode, exceptId ?? undefined);
    return { valid: true as const, message: renderMessage(DUPLICATE_MESSAGES.available) };
  }

  /** The distinct ids, all of live posts, or 404. */
  async requirePosts(postIds: number[]): Promise<number[]> {
    const unique = [...new Set(postIds)];
    const found = await this.db.$count(posts, and(inArray(posts.id, unique), eq(posts.delFlag, 0)));
    if (found !== unique.length) throw notFound(POST_MESSAGES.notFound);
    return unique;
  }

  private select(where: SQL | undefined, db: DbOrTx = this.db) {
    return db
      .select({ ...getTableColumns(posts), userCount: holders })
      .from(posts)
      .where(where);
  }

  private async assertCodeFree(postCode: string, exceptId?: number): Promise<void> {
    const taken = await this.db.$count(
      posts,
      and(eq(posts.postCode, postCode), exceptId ? ne(posts.id, exceptId) : undefined),
    );
    if (taken > 0) throw codeTaken();
  }

  private write<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return onUniqueViolation(() => this.db.transaction(fn), codeTaken);
  }
}

const codeTaken = () =>
  new AppError(409, RTN.conflict, POST_MESSAGES.postCodeTaken, null, {
    postCode: POST_MESSAGES.postCodeTaken,
  });
