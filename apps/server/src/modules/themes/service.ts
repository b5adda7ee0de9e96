import type { Locale } from '@awards/shared/i18n';
import type { Page } from '@awards/shared/paging';
import {
  type HomeThemeView,
  LAYOUT_MESSAGES,
  THEME_MESSAGES,
  type ThemeCreate,
  type ThemePageQuery,
  type ThemePropertyGroupNode,
  type ThemeUpdate,
  type ThemeView,
} from '@awards/shared/themes';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { layouts, themes, userThemes } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { onUniqueViolation } from '../../platform/db-errors';
import { badRequest, conflict, type FieldErrors, notFound, ruleViolation } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import { containsText } from '../../platform/text-match';
import type { DictionariesApi } from '../dictionaries/public';
import { appliedConfig, type BackgroundNames, presentPropertyTree, presentTheme } from './presenter';

type ThemeRow = typeof themes.$inferSelect;

/** The dictionaries whose codes a theme's background choices are. */
const HEADER_BG = 'header_bg';
const SIDE_MENU_BG = 'side_menu_bg';

/**
 * Themes (spec 001 §3, §7 "themes"): administrators keep the list and the system
 * default (exactly one); each user may choose their own, or go back to the default.
 */
export class ThemeService {
  constructor(
    private readonly db: Db,
    private readonly dictionaries: DictionariesApi,
  ) {}

  async page(q: ThemePageQuery): Promise<Page<ThemeView>> {
    const where = q.themeName ? containsText(themes.themeName, q.themeName) : undefined;
    return pagedQuery(
      q,
      async (limit, offset) => {
        const [rows, names] = await Promise.all([
          this.db.select().from(themes).where(where).orderBy(asc(themes.id)).limit(limit).offset(offset),
          this.backgroundNames(),
        ]);
        return rows.map((row) => presentTheme(row, names));
      },
      countRows(this.db, themes, where),
    );
  }

  async getById(themeId: number): Promise<ThemeView> {
    const row = await this.db.query.themes.findFirst({ where: eq(themes.id, themeId) });
    if (!row) throw notFound(THEME_MESSAGES.notFound);
    return presentTheme(row, await this.backgroundNames());
  }

  async create(user: SessionUser, form: ThemeCreate): Promise<ThemeView> {
    await this.checkReferences(form);
    const row = await this.unique(async () => {
      const [created] = await this.db
        .insert(themes)
        .values({
          themeName: form.themeName,
          layoutId: form.layoutId,
          isHeader: form.isHeader ?? false,
          primaryColor: form.primaryColor,
          menuColor: form.menuColor ?? null,
          color1: form.color1 ?? null,
          color2: form.color2 ?? null,
          color3: form.color3 ?? null,
          color4: form.color4 ?? null,
          headerBg: form.headerBg ?? null,
          sideMenuBg: form.sideMenuBg ?? null,
          multipage: form.multipage ?? false,
          fixedHeader: form.fixedHeader ?? false,
          fixedFooter: form.fixedFooter ?? false,
          hideFooter: form.hideFooter ?? false,
          colorWeak: form.colorWeak ?? false,
          contentWidth: form.contentWidth ?? 'Fluid',
          subMenuFontSize: form.subMenuFontSize ?? 14,
          subMenuPadding: form.subMenuPadding ?? 24,
          subMenuRadius: form.subMenuRadius ?? 8,
          // Only setGlobalDefault makes a theme the default.
          ifSelected: false,
          createBy: user.loginName,
        })
        .returning();
      return created!;
    });
    return presentTheme(row, await this.backgroundNames());
  }

  async update(user: SessionUser, form: ThemeUpdate): Promise<ThemeView> {
    await this.checkReferences(form);
    const row = await this.unique(() =>
      this.db.transaction(async (tx) => {
        const current = await tx.query.themes.findFirst({ where: eq(themes.id, form.themeId) });
        if (!current) throw notFound(THEME_MESSAGES.notFound);
        // The schema checks the pair when both come in; one of them may be the stored value.
        if ((form.fixedFooter ?? current.fixedFooter) && (form.hideFooter ?? current.hideFooter)) {
          throw badRequest({ hideFooter: THEME_MESSAGES.footerConflict });
        }
        const { themeId: _id, ...changes } = form;
        const [updated] = await tx
          .update(themes)
          .set({ ...changes, updateBy: user.loginName, updateTime: new Date() })
          .where(eq(themes.id, current.id))
          .returning();
        return updated!;
      }),
    );
    return presentTheme(row, await this.backgroundNames());
  }

  async delete(themeId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      // The row lock orders this against a concurrent setGlobalDefault naming the same theme.
      const [current] = await tx.select().from(themes).where(eq(themes.id, themeId)).for('update');
      if (!current) throw notFound(THEME_MESSAGES.notFound);
      if (current.ifSelected) throw ruleViolation(THEME_MESSAGES.deleteDefault);
      // Users who chose it fall back to the default (user_themes cascades).
      await tx.delete(themes).where(eq(themes.id, current.id));
    });
  }

  /** Makes one theme the system default, and no other. */
  async setGlobalDefault(user: SessionUser, themeId: number): Promise<ThemeView> {
    // The unique index on the default is the last word when two switches race.
    const row = await onUniqueViolation(
      () =>
        this.db.transaction(async (tx) => {
          // Locking every theme row makes two concurrent switches wait for each other.
          await tx.select({ id: themes.id }).from(themes).for('update');
          const target = await tx.query.themes.findFirst({ where: eq(themes.id, themeId) });
          if (!target) throw notFound(THEME_MESSAGES.notFound);
          await tx
            .update(themes)
            .set({ ifSelected: false })
            .where(and(eq(themes.ifSelected, true), ne(themes.id, themeId)));
          const [updated] = await tx
            .update(themes)
            .set({ ifSelected: true, updateBy: user.loginName, updateTime: new Date() })
            .where(eq(themes.id, themeId))
            .returning();
          return updated!;
        }),
      () => conflict(THEME_MESSAGES.defaultRace),
    );
    return presentTheme(row, await this.backgroundNames());
  }

  /** Every theme for the settings drawer, flagged with the default and the user's own choice. */
  async homeList(userId: number): Promise<HomeThemeView[]> {
    const [rows, layoutRows, [choice], names] = await Promise.all([
      this.db.select().from(themes).orderBy(asc(themes.id)),
      this.db.select().from(layouts),
      this.db.select({ themeId: userThemes.themeId }).from(userThemes).where(eq(userThemes.userId, userId)),
      this.backgroundNames(),
    ]);
    const layoutOf = new Map(layoutRows.map((l) => [l.id, l]));
    return rows.map((row) => {
      const layout = layoutOf.get(row.layoutId)!;
      return {
        ...presentTheme(row, names),
        userSelected: row.id === choice?.themeId,
        layout: {
          layoutId: layout.id,
          layoutName: layout.layoutName,
          menuMode: layout.menuMode === 'top' ? 'top' : 'side',
          config: appliedConfig(row, layout),
        },
      };
    });
  }

  /** The user's own theme; null removes the choice so the system default applies. */
  async chooseForUser(userId: number, themeId: number | null): Promise<void> {
    if (themeId === null) {
      await this.db.delete(userThemes).where(eq(userThemes.userId, userId));
      return;
    }
    const [theme] = await this.db.select({ id: themes.id }).from(themes).where(eq(themes.id, themeId));
    if (!theme) throw badRequest({ themeId: THEME_MESSAGES.notFound });
    await this.db
      .insert(userThemes)
      .values({ userId, themeId })
      .onConflictDoUpdate({ target: userThemes.userId, set: { themeId } });
  }

  /** The theme-property tree with a layout's values, or with the defaults. */
  async propertyTree(layoutId: number | undefined, locale?: Locale): Promise<ThemePropertyGroupNode[]> {
    if (layoutId === undefined) return presentPropertyTree({}, locale);
    const layout = await this.db.query.layouts.findFirst({ where: eq(layouts.id, layoutId) });
    if (!layout) throw notFound(LAYOUT_MESSAGES.notFound);
    return presentPropertyTree(layout.config, locale);
  }

  private async backgroundNames(): Promise<BackgroundNames> {
    const [header, sideMenu] = await Promise.all([
      this.dictionaries.itemsOf(HEADER_BG),
      this.dictionaries.itemsOf(SIDE_MENU_BG),
    ]);
    return {
      header: new Map(header.map((i) => [i.code, i.value])),
      sideMenu: new Map(sideMenu.map((i) => [i.code, i.value])),
    };
  }

  /** The layout exists and the background codes are items of their dictionaries. */
  private async checkReferences(form: Partial<Pick<ThemeRow, 'layoutId' | 'headerBg' | 'sideMenuBg'>>) {
    const errors: FieldErrors = {};
    if (form.layoutId !== undefined && !(await this.layoutExists(this.db, form.layoutId))) {
      errors.layoutId = THEME_MESSAGES.layoutMissing;
    }
    const names = await this.backgroundNames();
    if (form.headerBg && !names.header.has(form.headerBg)) errors.headerBg = THEME_MESSAGES.headerBgMissing;
    if (form.sideMenuBg && !names.sideMenu.has(form.sideMenuBg)) {
      errors.sideMenuBg = THEME_MESSAGES.sideMenuBgMissing;
    }
    if (Object.keys(errors).length > 0) throw badRequest(errors);
  }

  private async layoutExists(db: DbOrTx, layoutId: number): Promise<boolean> {
    const [row] = await db.select({ id: layouts.id }).from(layouts).where(eq(layouts.id, layoutId));
    return Boolean(row);
  }

  private unique<T>(write: () => Promise<T>): Promise<T> {
    return onUniqueViolation(write, () => conflict(THEME_MESSAGES.nameTaken));
  }
}
