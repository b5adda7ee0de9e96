import { type AnyColumn, like, type SQL, sql } from 'drizzle-orm';

/** Escapes LIKE's wildcards so that a user's '%' or '_' matches itself. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column LIKE '%text%'`: served by a trigram index where pg_trgm is installed. */
export const containsText = (column: AnyColumn | SQL, text: string): SQL =>
  like(column, `%${escapeLike(text)}%`);

/** `lower(column) LIKE '%text%'`, for case-insensitive fields such as login names. */
export const containsTextIgnoringCase = (column: AnyColumn, text: string): SQL =>
  like(sql`lower(${column})`, `%${escapeLike(text.toLowerCase())}%`);

/** `column LIKE 'text%'`: served by a text_pattern_ops b-tree. */
export const startsWithText = (column: AnyColumn, text: string): SQL => like(column, `${escapeLike(text)}%`);
