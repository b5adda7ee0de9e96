import type { PostView } from '@awards/shared/posts';
import type { posts } from '../../db/schema';
import { iso } from '../../platform/time';

type PostRow = typeof posts.$inferSelect & { userCount: number };

/** A post with the spec's id name (postId) and how many users hold it. */
export function presentPost(row: PostRow): PostView {
  return {
    postId: row.id,
    postCode: row.postCode,
    postName: row.postName,
    postType: row.postType,
    postRank: row.postRank,
    status: row.status,
    sortNumber: row.sortNumber,
    remark: row.remark,
    userCount: row.userCount,
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
    updateBy: row.updateBy,
    updateTime: iso(row.updateTime),
  };
}
