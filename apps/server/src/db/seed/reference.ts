import { DISCIPLINE_DICT } from '@awards/shared/experts';
import { ROLE } from '@awards/shared/permissions';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords';
import type { Db, DbOrTx } from '../client';
import { dictionaries, menuButtons, menus, organisations, subjects, userRoles, users } from '../schema';
import { seedBanks } from './banks';
import { DICTIONARIES, seedTranslation } from './dictionaries';
import { seedIcons } from './icons';
import { syncMenus, syncPortalApp } from './menu-sync';
import { syncMessageTemplates } from './message-templates';
import { syncProjectSettings } from './project-settings';
import { seedRegionGroups } from './region-groups';
import { seedRegions } from './regions';
import { grantEverything, syncRoles } from './roles';
import { seedSubjects } from './subjects';
import { seedThemes } from './themes';
import { seedTradeEntities } from './trade-entities';

export const ROOT_ORGAN_CODE = 'ROOT';
export const ADMIN_LOGIN_NAME = 'admin';

export interface SeedReferenceOptions {
  /** Used only when the administrator account does not exist yet. */
  adminPassword: string;
  log?: (line: string) => void;
}

/**
 * The reference data every start relies on: app, menus, buttons, roles, dictionaries,
 * project settings, the root organisation and the administrator. Safe to run at every
 * start: it adds what is missing, keeps what administrators changed (except the menu
 * structure, which the code depends on) and never deletes.
 */
export async function seedReference(
  db: Db,
  options: SeedReferenceOptions,
): Promise<{ adminCreated: boolean }> {
  const log = options.log ?? (() => {});
  return db.transaction(async (tx) => {
    const appId = await syncPortalApp(tx);
    await syncMenus(tx, appId);
    const roleIds = await syncRoles(tx, log);
    // Also picks up menus and buttons an administrator or another seed added since last start.
    await grantEverything(tx, roleIds[ROLE.admin]);
    await syncDictionaries(tx);
    await seedSubjects(tx);
    await syncProjectSettings(tx);
    await seedAdminCatalogue(tx);
    await syncMessageTemplates(tx);
    const rootId = await ensureRootOrganisation(tx);
    const adminCreated = await ensureAdmin(tx, rootId, roleIds[ROLE.admin], options.adminPassword);
    if (adminCreated) log(`seed: created administrator '${ADMIN_LOGIN_NAME}'`);

    const menuCount = await tx.$count(menus);
    const buttonCount = await tx.$count(menuButtons);
    log(`seed: reference data in place (${menuCount} menus, ${buttonCount} buttons)`);
    return { adminCreated };
  });
}

/**
 * Missing dictionaries and items only: their texts and order are the administrators' to
 * edit. The zh_TW and en_GB names go into new rows, and into existing rows that have none
 * yet while their zh_CN name is still the seed's (a renamed entry keeps no stale version).
 */
async function syncDictionaries(db: DbOrTx): Promise<void> {
  await db
    .insert(dictionaries)
    .values(
      DICTIONARIES.map((dict, index) => ({
        dictType: 1,
        code: dict.code,
        value: dict.value[0],
        valueI18n: seedTranslation(dict.value),
        remarks: dict.remarks ?? null,
        sortNumber: index + 1,
        createBy: 'system',
      })),
    )
    .onConflictDoNothing();
  const roots = await db
    .select({ id: dictionaries.id, code: dictionaries.code })
    .from(dictionaries)
    .where(
      and(
        isNull(dictionaries.parentId),
        inArray(
          dictionaries.code,
          DICTIONARIES.map((dict) => dict.code),
        ),
      ),
    );
  const idOf = new Map(roots.map((root) => [root.code, root.id]));
  // Once the subject tree exists it owns the discipline items: a seeded one an administrator
  // deleted as a subject is not brought back (docs/admin-catalogue-decisions.md "Subjects").
  const treeOwns = (await db.$count(subjects)) > 0 ? DISCIPLINE_DICT : null;
  await db
    .insert(dictionaries)
    .values(
      DICTIONARIES.filter((dict) => dict.code !== treeOwns).flatMap((dict) =>
        dict.items.map(([code, zhCN, zhTW, enGB], index) => ({
          dictType: 2,
          parentId: idOf.get(dict.code)!,
          code,
          value: zhCN,
          valueI18n: seedTranslation([zhCN, zhTW, enGB]),
          sortNumber: index + 1,
          createBy: 'system',
        })),
      ),
    )
    .onConflictDoNothing();
  await translateSeededDictionaries(db);
}

/** Existing rows of an older start: one statement for the dictionaries, one for the items. */
async function translateSeededDictionaries(db: DbOrTx): Promise<void> {
  const roots = DICTIONARIES.map((dict) => ({
    code: dict.code,
    value: dict.value[0],
    i18n: seedTranslation(dict.value),
  }));
  const items = DICTIONARIES.flatMap((dict) =>
    dict.items.map(([code, zhCN, zhTW, enGB]) => ({
      category: dict.code,
      code,
      value: zhCN,
      i18n: seedTranslation([zhCN, zhTW, enGB]),
    })),
  );
  await db.execute(sql`
    update ${dictionaries} d set value_i18n = s.i18n
      from jsonb_to_recordset(${JSON.stringify(roots)}::jsonb) as s(code text, value text, i18n jsonb)
     where d.parent_id is null and d.code = s.code and d.value = s.value
       and d.value_i18n = '{}'::jsonb`);
  await db.execute(sql`
    update ${dictionaries} d set value_i18n = s.i18n
      from jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
             as s(category text, code text, value text, i18n jsonb),
           ${dictionaries} p
     where p.parent_id is null and p.code = s.category
       and d.parent_id = p.id and d.code = s.code and d.value = s.value
       and d.value_i18n = '{}'::jsonb`);
}

async function ensureRootOrganisation(db: DbOrTx): Promise<number> {
  await db
    .insert(organisations)
    .values({
      organCode: ROOT_ORGAN_CODE,
      organName: '行业协会',
      organShortName: '协会',
      organType: 'company',
      parentId: null,
      // Root of the materialised path: a child of id 1 has ',1,'.
      parentIds: ',',
      sortNumber: 1,
      createBy: 'system',
    })
    .onConflictDoNothing();
  const [root] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.organCode, ROOT_ORGAN_CODE));
  if (!root) throw new Error('root organisation missing after upsert');
  return root.id;
}

/** Creates 'admin' once. An existing account (even in the recycle bin) is never touched. */
async function ensureAdmin(db: DbOrTx, orgId: number, roleId: number, password: string): Promise<boolean> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.loginName})`, ADMIN_LOGIN_NAME))
    .limit(1);
  if (existing.length > 0) return false;

  const [admin] = await db
    .insert(users)
    .values({
      userNo: 'U000001',
      loginName: ADMIN_LOGIN_NAME,
      passwordHash: await hashPassword(password),
      realname: '系统管理员',
      nickname: '管理员',
      orgId,
      userType: 'staff',
      status: 1,
      createBy: 'system',
    })
    // A user already holding U000001 (renamed admin) means there is an administrator.
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!admin) return false;
  await db.insert(userRoles).values({ userId: admin.id, roleId }).onConflictDoNothing();
  return true;
}

/** Regions and offices, layouts and themes, custom icons, the pickers' trade entities, the banks. */
async function seedAdminCatalogue(db: DbOrTx): Promise<void> {
  await seedRegions(db);
  await seedRegionGroups(db);
  await seedThemes(db);
  await seedIcons(db);
  await seedTradeEntities(db);
  await seedBanks(db);
}
