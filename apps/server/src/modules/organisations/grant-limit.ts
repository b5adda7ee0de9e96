import { ROLE_MESSAGES } from '@awards/shared/roles';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menuButtons, menus, organButtons, organMenus } from '../../db/schema';
import { shortList } from '../../platform/auth/grant-policy';
import { ruleViolation } from '../../platform/errors';
import type { Grant } from '../menus/public';

/** The organisation's grant, or null when it has none (no limit: how data before grants keeps working). */
export async function organGrantOf(db: DbOrTx, organId: number): Promise<Grant | null> {
  const menuRows = await db
    .select({ id: organMenus.menuId })
    .from(organMenus)
    .where(eq(organMenus.organId, organId))
    .orderBy(asc(organMenus.menuId));
  const buttonRows = await db
    .select({ id: organButtons.buttonId })
    .from(organButtons)
    .where(eq(organButtons.organId, organId))
    .orderBy(asc(organButtons.buttonId));
  if (menuRows.length === 0 && buttonRows.length === 0) return null;
  return { menuIds: menuRows.map((r) => r.id), buttonIds: buttonRows.map((r) => r.id) };
}

/**
 * A role of an organisation may be granted only what the organisation may use
 * (JeecgBoot's department permissions). Refused with the names of what lies outside.
 */
export async function assertWithinOrganGrant(
  db: DbOrTx,
  organId: number,
  menuIds: readonly number[],
  buttonIds: readonly number[],
): Promise<void> {
  const limit = await organGrantOf(db, organId);
  if (!limit) return;
  const menusAllowed = new Set(limit.menuIds);
  const buttonsAllowed = new Set(limit.buttonIds);
  const extraMenus = menuIds.filter((id) => !menusAllowed.has(id));
  const extraButtons = buttonIds.filter((id) => !buttonsAllowed.has(id));
  if (extraMenus.length === 0 && extraButtons.length === 0) return;
  const menuNames = extraMenus.length
    ? await db.select({ name: menus.menuName }).from(menus).where(inArray(menus.id, extraMenus))
    : [];
  const buttonNames = extraButtons.length
    ? await db
        .select({ name: menuButtons.name })
        .from(menuButtons)
        .where(inArray(menuButtons.id, extraButtons))
    : [];
  const names = [...menuNames, ...buttonNames].map((r) => r.name);
  const shown = shortList(names);
  throw ruleViolation(
    shown.count === undefined
      ? ROLE_MESSAGES.outsideOrgan({ names: shown.names })
      : ROLE_MESSAGES.outsideOrganMore({ names: shown.names, count: shown.count }),
  );
}
