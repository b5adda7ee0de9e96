import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { files } from '../../db/schema';

/**
 * The first of `wanted` that the author may not attach, or undefined when all
 * may be: a file of the store is attachable when its author uploaded it as an
 * attachment, or when it is already on the record being edited (`kept`). So an
 * author cannot publish someone else's private upload to an audience by quoting
 * its id. Every module that stores attachments (notices, messages...) checks
 * through here and refuses in its own words.
 */
export async function firstUnattachable<F extends { fileId: string }>(
  db: DbOrTx,
  authorId: number,
  wanted: readonly F[],
  kept: Iterable<string> = [],
): Promise<F | undefined> {
  if (wanted.length === 0) return undefined;
  const keptIds = new Set(kept);
  const ids = [...new Set(wanted.map((f) => f.fileId))];
  const rows = await db
    .select({ fileId: files.fileId, ownerUserId: files.ownerUserId, purpose: files.purpose })
    .from(files)
    .where(inArray(files.fileId, ids));
  const usable = new Set(
    rows
      .filter((r) => keptIds.has(r.fileId) || (r.ownerUserId === authorId && r.purpose === 'attachment'))
      .map((r) => r.fileId),
  );
  return wanted.find((f) => !usable.has(f.fileId));
}
