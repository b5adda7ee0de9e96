import type { Page } from '@awards/shared/paging';
import {
  LAYOUT_MESSAGES,
  type LayoutCreate,
  type LayoutPageQuery,
  type LayoutUpdate,
  type LayoutView,
} from '@awards/shared/themes';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { layouts, themes } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { onUniqueViolation } from '../../platform/db-errors';
import { conflict, notFound, ruleViolation } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import { containsText } from '../../platform/text-match';
import { presentLayout } from './presenter';

/** Layouts (001 §2 "layouts"): a menu mode and the theme-property values it sets. */
export class LayoutService {
  constructor(private readonly db: Db) {}

  async page(q: LayoutPageQuery): Promise<Page<LayoutView>> {
    const where = and(
      q.layoutName ? containsText(layouts.layoutName, q.layoutName) : undefined,
      q.menuMode ? eq(layouts.menuMode, q.menuMode) : undefined,
    );
    return pagedQuery(
      q,
      async (limit, offset) =>
        (
          await this.db
            .select()
            .from(layouts)
            .where(where)
            .orderBy(asc(layouts.id))
            .limit(limit)
            .offset(offset)
        ).map(presentLayout),
      countRows(this.db, layouts, where),
    );
  }

  /** For the theme form's layout select. */
  async selectList(): Promise<{ layoutId: number; layoutName: string; menuMode: string }[]> {
    const rows = await this.db
      .select({ layoutId: layouts.id, layoutName: layouts.layoutName, menuMode: layouts.menuMode })
      .from(layouts)
      .orderBy(asc(layouts.id));
    return rows;
  }

  async getById(layoutId: number): Promise<LayoutView> {
    const row = await this.db.query.layouts.findFirst({ where: eq(layouts.id, layoutId) });
    if (!row) throw notFound(LAYOUT_MESSAGES.notFound);
    return presentLayout(row);
  }

  async create(user: SessionUser, form: LayoutCreate): Promise<LayoutView> {
    return this.unique(async () => {
      const [row] = await this.db
        .insert(layouts)
        .values({
          layoutName: form.layoutName,
          menuMode: form.menuMode,
          config: form.config ?? {},
          remarks: form.remarks ?? null,
          createBy: user.loginName,
        })
        .returning();
      return presentLayout(row!);
    });
  }

  /** `config` replaces the stored values as a whole: what the form shows is what is kept. */
  async update(user: SessionUser, form: LayoutUpdate): Promise<LayoutView> {
    return this.unique(async () => {
      const [row] = await this.db
        .update(layouts)
        .set({
          layoutName: form.layoutName,
          menuMode: form.menuMode,
          config: form.config,
          remarks: form.remarks,
          updateBy: user.loginName,
          updateTime: new Date(),
        })
        .where(eq(layouts.id, form.layoutId))
        .returning();
      if (!row) throw notFound(LAYOUT_MESSAGES.notFound);
      return presentLayout(row);
    });
  }

  async delete(layoutId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [used] = await tx
        .select({ themeName: themes.themeName })
        .from(themes)
        .where(eq(themes.layoutId, layoutId))
        .limit(1);
      if (used) throw ruleViolation(LAYOUT_MESSAGES.inUseBy({ name: used.themeName }));
      const deleted = await tx.delete(layouts).where(eq(layouts.id, layoutId)).returning({ id: layouts.id });
      if (deleted.length === 0) throw notFound(LAYOUT_MESSAGES.notFound);
    });
  }

  private unique<T>(write: () => Promise<T>): Promise<T> {
    return onUniqueViolation(write, () => conflict(LAYOUT_MESSAGES.nameTaken));
  }
}
