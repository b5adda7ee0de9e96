import type { EnhanceVersionView } from '@awards/shared/enhance-scripts';
import type { enhanceScripts } from '../../db/schema';

/** A version row on the wire. */
export function presentVersion(row: typeof enhanceScripts.$inferSelect): EnhanceVersionView {
  return {
    tableId: row.tableId,
    version: row.version,
    script: row.script,
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
  };
}
