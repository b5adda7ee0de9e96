import {
  APP_MESSAGES,
  type AppCreate,
  type AppOption,
  type AppPageQuery,
  type AppUpdate,
  type AppView,
} from '@awards/shared/apps';
import type { Page } from '@awards/shared/paging';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apps, dictionaries, menus } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { isUniqueViolation } from '../../platform/db-errors';
import { conflict, notFound, ruleViolation } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import { containsText } from '../../platform/text-match';
import { presentApp, presentAppOption } from './presenter';

/** Applications (spec 001 §7 "Apps"). An app that still owns menus or dictionaries stays. */
export class AppService {
  constructor(private readonly db: Db) {}

  async page(q: AppPageQuery): Promise<Page<AppView>> {
    const where = and(
      q.appName ? containsText(apps.appName, q.appName) : undefined,
      q.appCode ? containsText(apps.appCode, q.appCode) : undefined,
      q.appStatus !== undefined ? eq(apps.appStatus, q.appStatus) : undefined,
    );
    return pagedQuery(
      q,
      async (limit, offset) =>
        (
          await this.db
            .select()
            .from(apps)
            .where(where)
            .orderBy(asc(apps.sortNumber), asc(apps.id))
            .limit(limit)
            .offset(offset)
        ).map(presentApp),
      countRows(this.db, apps, where),
    );
  }

  /** Every app, enabled or not, for the menu and dictionary forms. */
  async selectList(): Promise<AppOption[]> {
    const rows = await this.db
      .select({ id: apps.id, appCode: apps.appCode, appName: apps.appName, appStatus: apps.appStatus })
      .from(apps)
      .orderBy(asc(apps.sortNumber), asc(apps.id));
    return rows.map(presentAppOption);
  }

  async getById(appId: number): Promise<AppView> {
    const row = await this.db.query.apps.findFirst({ where: eq(apps.id, appId) });
    if (!row) throw notFound(APP_MESSAGES.notFound);
    return presentApp(row);
  }

  async create(user: SessionUser, form: AppCreate): Promise<AppView> {
    try {
      const [row] = await this.db
        .insert(apps)
        .values({
          appCode: form.appCode,
          appName: form.appName,
          appShortName: form.appShortName ?? null,
          appIcon: form.appIcon ?? null,
          appStatus: form.appStatus ?? 1,
          deployIp: form.deployIp ?? null,
          deployPort: form.deployPort ?? null,
          visitUrl: form.visitUrl ?? null,
          sortNumber: form.sortNumber ?? 0,
          createBy: user.loginName,
        })
        .returning();
      return presentApp(row!);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(APP_MESSAGES.codeTaken);
      throw error;
    }
  }

  async update(user: SessionUser, form: AppUpdate): Promise<AppView> {
    const [row] = await this.db
      .update(apps)
      .set({
        appName: form.appName,
        appShortName: form.appShortName,
        appIcon: form.appIcon,
        appStatus: form.appStatus,
        deployIp: form.deployIp,
        deployPort: form.deployPort,
        visitUrl: form.visitUrl,
        sortNumber: form.sortNumber,
        updateBy: user.loginName,
        updateTime: new Date(),
      })
      .where(eq(apps.id, form.appId))
      .returning();
    if (!row) throw notFound(APP_MESSAGES.notFound);
    return presentApp(row);
  }

  /** All or nothing: one app that still owns menus or dictionaries refuses the whole batch. */
  async delete(appIds: number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: apps.id, appName: apps.appName })
        .from(apps)
        .where(inArray(apps.id, appIds))
        .for('update');
      if (rows.length !== new Set(appIds).size) throw notFound(APP_MESSAGES.notFound);
      const nameOf = new Map(rows.map((r) => [r.id, r.appName]));
      const [withMenu] = await tx
        .select({ appId: menus.appId })
        .from(menus)
        .where(inArray(menus.appId, appIds))
        .limit(1);
      if (withMenu) throw ruleViolation(APP_MESSAGES.hasMenusOf({ name: nameOf.get(withMenu.appId) ?? '' }));
      const [withDict] = await tx
        .select({ appId: dictionaries.appId })
        .from(dictionaries)
        .where(inArray(dictionaries.appId, appIds))
        .limit(1);
      if (withDict)
        throw ruleViolation(APP_MESSAGES.hasDictionariesOf({ name: nameOf.get(withDict.appId!) ?? '' }));
      await tx.delete(apps).where(inArray(apps.id, appIds));
    });
  }
}
