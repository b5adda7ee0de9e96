import { type Page, toPage } from '@awards/shared/paging';
import {
  LAYOUT_MESSAGES,
  type LayoutCreate,
  type LayoutPageQuery,
  type LayoutUpdate,
  type LayoutView,
} from '@awards/shared/themes';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { layouts, themes } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { isUniqueViolation } from '../../platform/db-errors';
import { conflict, notFound, ruleViolation } from '../../platform/errors';
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
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(layouts)
        .where(where)
        .orderBy(asc(layouts.id))
        .limit(q.pageSize)
        .offset((q.pageNum - 1) * q.pageSize),
      this.db.select({ n: count() }).from(layouts).where(where),
    ]);
    return toPage(q, total?.n ?? 0, rows.map(presentLayout));
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
      if (used) throw ruleViolation(`${LAYOUT_MESSAGES.inUse}（${used.themeName}）`);
      const deleted = await tx.delete(layouts).where(eq(layouts.id, layoutId)).returning({ id: layouts.id });
      if (deleted.length === 0) throw notFound(LAYOUT_MESSAGES.notFound);
    });
  }

  private async unique<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(LAYOUT_MESSAGES.nameTaken);
      throw error;
    }
  }
}
