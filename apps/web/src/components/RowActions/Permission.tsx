import type { ReactNode } from 'react';
import { hasPerm } from '../../lib/permissions';

/**
 * Whether the signed-in user holds a button permission code (spec 000 §6). The list is
 * stored once at portal start-up, so reading it on render is enough: it does not change
 * while a page is open.
 */
export function usePermission(code: string | undefined): boolean {
  return hasPerm(code);
}

/**
 * Renders its children only when the user holds `code`: the element is removed, not
 * disabled, as the specification's permission directive does.
 *
 * ```tsx
 * <Permission code="USER_ADD"><Button onClick={openAdd}>{t('add')}</Button></Permission>
 * ```
 */
export function Permission({ code, children }: { code: string; children: ReactNode }) {
  return usePermission(code) ? children : null;
}
