import { index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns, delFlag, id } from './columns';
import { users } from './users';

export const posts = pgTable(
  'posts',
  {
    id: id(),
    postCode: text().notNull().unique(),
    postName: text().notNull(),
    /** dictionary post_type */
    postType: text(),
    /** 1..5: dictionary post_rank */
    postRank: smallint(),
    status: smallint().notNull().default(1),
    sortNumber: integer().notNull().default(0),
    remark: text(),
    delFlag: delFlag(),
    ...auditColumns,
  },
  (t) => [index('posts_status_idx').on(t.status), index('posts_type_idx').on(t.postType)],
);

export const userPosts = pgTable(
  'user_posts',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('user_posts_post_idx').on(t.postId)],
);
