import { businessPage } from '@awards/shared/business-pages';
import type { NoticeDetailRecord } from './types';

/**
 * Where a notice or message leads (spec 000 §2), or null when it leads nowhere:
 * - openType `url`: the page or outside address of openPage;
 * - openType `component`: the page of openPage showing its business record. The record is
 *   named as the kit names a record in the address (`?detail=<busId>`, `useRoutedEntity`), so
 *   a list page with a detail drawer (declarations, editions, awards) opens it, and a link to
 *   a record that is gone closes with the kit's message. Without a page, the page of its
 *   business module (`busType`, packages/shared/src/business-modules.ts) opens instead.
 */
export function noticeTarget(
  record: Pick<NoticeDetailRecord, 'openType' | 'openPage' | 'busId' | 'busType'>,
): string | null {
  const page = record.openPage?.trim();
  if (!page) return record.openType === 'component' ? businessPage(record.busType, record.busId) : null;
  if (record.openType === 'url') return page;
  if (record.openType !== 'component') return null;
  if (!record.busId) return page;
  const [path, query = ''] = page.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('detail', record.busId);
  return `${path}?${params.toString()}`;
}

/** An outside address opens in a new tab; a page of the portal in place. */
export function isOutside(target: string): boolean {
  return /^https?:\/\//i.test(target);
}
