import type { CustomIcon } from '@awards/shared/home';
import {
  DEFAULT_ICON_VIEW_BOX,
  ICON_MESSAGES,
  type IconAdd,
  type IconEdit,
  type IconPageQuery,
  type IconView,
} from '@awards/shared/icons';
import type { Page } from '@awards/shared/paging';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { icons, menus } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { onUniqueViolation } from '../../platform/db-errors';
import { conflict, notFound, ruleViolation } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import { containsText } from '../../platform/text-match';
import { presentCustomIcon, presentIcon } from './presenter';
import type { IconsApi } from './public';

/** Custom SVG icons (spec 000 §3, 001 §7 icon list); every icon as the portal draws it is `all()`. */
export class IconService implements IconsApi {
  constructor(private readonly db: Db) {}

  async all(): Promise<CustomIcon[]> {
    const rows = await this.db
      .select({
        id: icons.id,
        iconTitle: icons.iconTitle,
        pathContent: icons.pathContent,
        viewBox: icons.viewBox,
      })
      .from(icons)
      .orderBy(asc(icons.sortNumber), asc(icons.id));
    return rows.map(presentCustomIcon);
  }

  async page(q: IconPageQuery): Promise<Page<IconView>> {
    const where = q.iconTitle ? containsText(icons.iconTitle, q.iconTitle) : undefined;
    return pagedQuery(
      q,
      async (limit, offset) =>
        (
          await this.db
            .select()
            .from(icons)
            .where(where)
            .orderBy(asc(icons.sortNumber), asc(icons.id))
            .limit(limit)
            .offset(offset)
        ).map(presentIcon),
      countRows(this.db, icons, where),
    );
  }

  async add(user: SessionUser, form: IconAdd): Promise<IconView> {
    return this.unique(async () => {
      const [row] = await this.db
        .insert(icons)
        .values({
          iconTitle: form.iconTitle,
          pathContent: form.pathContent,
          viewBox: form.viewBox ?? DEFAULT_ICON_VIEW_BOX,
          sortNumber: form.sortNumber ?? 0,
          createBy: user.loginName,
        })
        .returning();
      return presentIcon(row!);
    });
  }

  async edit(user: SessionUser, form: IconEdit): Promise<IconView> {
    return this.unique(async () => {
      const [row] = await this.db
        .update(icons)
        .set({
          iconTitle: form.iconTitle,
          pathContent: form.pathContent,
          viewBox: form.viewBox,
          sortNumber: form.sortNumber,
          updateBy: user.loginName,
          updateTime: new Date(),
        })
        .where(eq(icons.id, form.iconId))
        .returning();
      if (!row) throw notFound(ICON_MESSAGES.notFound);
      return presentIcon(row);
    });
  }

  /** An icon a menu shows (menuIcon 'custom:<id>') stays until the menu changes icon. */
  async delete(iconId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [used] = await tx
        .select({ menuName: menus.menuName })
        .from(menus)
        .where(eq(menus.menuIcon, `custom:${iconId}`))
        .limit(1);
      if (used) throw ruleViolation(ICON_MESSAGES.inUseBy({ name: used.menuName }));
      const deleted = await tx.delete(icons).where(eq(icons.id, iconId)).returning({ id: icons.id });
      if (deleted.length === 0) throw notFound(ICON_MESSAGES.notFound);
    });
  }

  private unique<T>(write: () => Promise<T>): Promise<T> {
    return onUniqueViolation(write, () => conflict(ICON_MESSAGES.titleTaken));
  }
}
