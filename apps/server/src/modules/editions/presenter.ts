import type { EditionHistoryEntry, EditionView } from '@awards/shared/editions';
import type { editionStatusHistory, editions } from '../../db/schema';
import { iso } from '../../platform/time';
import { windowsOf, windowsToWire } from './windows';

type EditionRow = typeof editions.$inferSelect & { awardCount: number };

/** An edition with the wire's id name (editionId) and its windows as ISO strings. */
export function presentEdition(row: EditionRow): EditionView {
  return {
    editionId: row.id,
    editionName: row.editionName,
    year: row.year,
    status: row.status,
    remark: row.remark,
    sortNumber: row.sortNumber,
    awardCount: row.awardCount,
    ...windowsToWire(windowsOf(row)),
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
    updateBy: row.updateBy,
    updateTime: iso(row.updateTime),
  };
}

export function presentHistory(row: typeof editionStatusHistory.$inferSelect): EditionHistoryEntry {
  return {
    historyId: row.id,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    operator: row.operator,
    note: row.note,
    createTime: row.createTime.toISOString(),
  };
}
