import { ROLE } from '@awards/shared/permissions';
import { GRANT_MESSAGES } from '@awards/shared/roles';
import { and, eq, inArray, like, not, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  DATA_SCOPE,
  menuButtons,
  organisations,
  roleButtons,
  roleDataScopeOrgs,
  roles,
  userRoles,
  users,
} from '../../db/schema';
import { childPathOf, type DataScope, dataScopeFilter, resolveDataScope } from '../data-scope';
import { forbidden } from '../errors';
import { permissionCodesOf } from './permissions';

/**
 * The grant rule (docs/security.md "Granting roles"): nobody hands out, or acts on,
 * more than they hold.
 *
 * - A caller may grant a role only when every permission code of the role is one
 *   of the caller's, and the organisations the role would show its holder are all
 *   organisations the caller sees. The system administrator role is granted by
 *   super administrators only.
 * - A caller may act on a user (edit, freeze, reset, delete, restore, move, change
 *   their roles) only when the user holds no code the caller lacks and sees no
 *   organisation the caller does not.
 * - A caller may change a role's rights only when the role is within the caller's
 *   rights before and after, the caller does not hold it, and none of its holders
 *   would see an organisation the caller does not.
 * - A caller may not change the data rules of the organisation they are placed in,
 *   nor widen its grant of menus and buttons; what any organisation's grant adds
 *   carries only codes the caller holds.
 * - A super administrator (a holder of the SYS_ADMIN role in force) may do all of it.
 *
 * Every door calls these inside its transaction; refusals are 403 naming the role, user or organisation.
 */

export interface Person {
  userId: number;
  orgId: number | null;
}

/** What a user holds: the basis of every comparison here. */
export interface Rights {
  userId: number;
  /** Holds the SYS_ADMIN role (in force). */
  superAdmin: boolean;
  codes: ReadonlySet<string>;
  /** The union of the roles' data scopes, as the lists apply it. */
  scope: DataScope;
  /** The data-scope kinds (DATA_SCOPE values) of the roles held. */
  kinds: ReadonlySet<number>;
}

/**
 * The organisations a scope shows: all, or some exact organisations and whole
 * subtrees. Rows a user sees because they own them ("self", kind 4) are no
 * organisation and never make one scope wider than another.
 */
type Coverage = { all: true } | { all: false; orgIds: number[]; subtreePaths: string[] };

const NOTHING: Coverage = { all: false, orgIds: [], subtreePaths: [] };

export async function rightsOf(db: DbOrTx, person: Person): Promise<Rights> {
  const held = await db
    .select({ roleCode: roles.roleCode, dataScope: roles.dataScope })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.delFlag, 0)))
    .where(eq(userRoles.userId, person.userId));
  return {
    userId: person.userId,
    superAdmin: held.some((r) => r.roleCode === ROLE.admin),
    codes: new Set(await permissionCodesOf(db, person.userId)),
    scope: await resolveDataScope(db, person),
    kinds: new Set(held.map((r) => r.dataScope)),
  };
}

/** Whether every organisation of `inner` is one `outer` shows (two counts at most). */
async function covers(db: DbOrTx, outer: DataScope, inner: Coverage): Promise<boolean> {
  if (outer.all) return true;
  if (inner.all) return false;
  const shown = dataScopeFilter(outer, { org: organisations.id }) ?? sql`true`;
  const orgIds = [...new Set(inner.orgIds)];
  if (orgIds.length > 0) {
    const inside = await db.$count(organisations, and(inArray(organisations.id, orgIds), shown));
    if (inside < orgIds.length) return false;
  }
  if (inner.subtreePaths.length > 0) {
    const below = or(...inner.subtreePaths.map((path) => like(organisations.parentIds, `${path}%`)));
    if ((await db.$count(organisations, and(below, not(shown)))) > 0) return false;
  }
  return true;
}

/** The organisations a scope kind shows a holder placed in `orgId` (custom: the role's own list). */
async function coverageOf(
  db: DbOrTx,
  kind: number,
  holderOrgIds: readonly (number | null)[],
  customOrgIds: readonly number[],
): Promise<Coverage> {
  const placed = [...new Set(holderOrgIds.filter((id): id is number => id !== null))];
  switch (kind) {
    case DATA_SCOPE.all:
      return { all: true };
    case DATA_SCOPE.custom:
      return { all: false, orgIds: [...customOrgIds], subtreePaths: [] };
    case DATA_SCOPE.ownOrg:
      return { all: false, orgIds: placed, subtreePaths: [] };
    case DATA_SCOPE.orgAndBelow: {
      if (placed.length === 0) return NOTHING;
      const rows = await db
        .select({ id: organisations.id, parentIds: organisations.parentIds })
        .from(organisations)
        .where(inArray(organisations.id, placed));
      return { all: false, orgIds: placed, subtreePaths: rows.map(childPathOf) };
    }
    default:
      return NOTHING;
  }
}

interface RoleRights {
  id: number;
  roleCode: string;
  roleName: string;
  dataScope: number;
  codes: string[];
  customOrgIds: number[];
}

async function roleRights(db: DbOrTx, roleIds: readonly number[]): Promise<RoleRights[]> {
  const unique = [...new Set(roleIds)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: roles.id, roleCode: roles.roleCode, roleName: roles.roleName, dataScope: roles.dataScope })
    .from(roles)
    .where(inArray(roles.id, unique))
    .orderBy(roles.sortNumber, roles.id);
  const codes = await db
    .selectDistinct({ roleId: roleButtons.roleId, code: menuButtons.buttonPerms })
    .from(roleButtons)
    .innerJoin(menuButtons, eq(menuButtons.id, roleButtons.buttonId))
    .where(inArray(roleButtons.roleId, unique));
  const custom = await db
    .select({ roleId: roleDataScopeOrgs.roleId, organId: roleDataScopeOrgs.organId })
    .from(roleDataScopeOrgs)
    .where(inArray(roleDataScopeOrgs.roleId, unique));
  return rows.map((row) => ({
    ...row,
    codes: codes.filter((c) => c.roleId === row.id).map((c) => c.code),
    customOrgIds: custom.filter((c) => c.roleId === row.id).map((c) => c.organId),
  }));
}

const lacksAny = (rights: Rights, codes: Iterable<string>) =>
  [...codes].some((code) => !rights.codes.has(code));

/**
 * Refuses (403 naming the role) any of `roleIds` the actor may not give to users
 * placed in `holderOrgIds` (each user's organisation, after the change).
 */
export async function assertCanGrant(
  db: DbOrTx,
  actor: Person,
  roleIds: readonly number[],
  holderOrgIds: readonly (number | null)[],
  rights?: Rights,
): Promise<void> {
  if (roleIds.length === 0) return;
  const mine = rights ?? (await rightsOf(db, actor));
  if (mine.superAdmin) return;
  for (const role of await roleRights(db, roleIds)) {
    if (role.roleCode === ROLE.admin || lacksAny(mine, role.codes)) {
      throw forbidden(GRANT_MESSAGES.roleCodes({ role: role.roleName }));
    }
    const coverage = await coverageOf(db, role.dataScope, holderOrgIds, role.customOrgIds);
    if (!(await covers(db, mine.scope, coverage)))
      throw forbidden(GRANT_MESSAGES.roleScope({ role: role.roleName }));
  }
}

/**
 * Refuses (403 naming the user) acting on a user who holds more than the actor:
 * a super administrator (unless the actor is one), a code the actor lacks, or an
 * organisation the actor does not see. `orgId` judges the users as if placed
 * there (a move): what a user sees through "own organisation (and below)" follows them.
 */
export async function assertNotAbove(
  db: DbOrTx,
  actor: Person,
  userIds: readonly number[],
  options: { orgId?: number | null; rights?: Rights } = {},
): Promise<void> {
  const mine = options.rights ?? (await rightsOf(db, actor));
  if (mine.superAdmin) return;
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  const targets = await db
    .select({ id: users.id, orgId: users.orgId, realname: users.realname, loginName: users.loginName })
    .from(users)
    .where(inArray(users.id, unique))
    .orderBy(users.id);
  for (const target of targets) {
    const orgId = options.orgId !== undefined ? options.orgId : target.orgId;
    const theirs = await rightsOf(db, { userId: target.id, orgId });
    const name = `${target.realname}（${target.loginName}）`;
    if (theirs.superAdmin || lacksAny(mine, theirs.codes))
      throw forbidden(GRANT_MESSAGES.userCodes({ user: name }));
    if (!(await covers(db, mine.scope, coverageOfScope(theirs.scope)))) {
      throw forbidden(GRANT_MESSAGES.userScope({ user: name }));
    }
  }
}

const coverageOfScope = (scope: DataScope): Coverage =>
  scope.all ? scope : { all: false, orgIds: scope.orgIds, subtreePaths: scope.subtreePaths };

/**
 * Whether a role is within the actor's rights, whoever would hold it: its codes are
 * the actor's, it is not the system administrator role, and its data scope is no
 * wider than the actor's in the order all > own organisation and below > own
 * organisation > self (custom: its organisations, each one the actor sees).
 */
async function roleWithin(db: DbOrTx, mine: Rights, role: RoleRights): Promise<'codes' | 'scope' | null> {
  if (mine.superAdmin) return null;
  if (role.roleCode === ROLE.admin || lacksAny(mine, role.codes)) return 'codes';
  return (await scopeKindWithin(db, mine, role.dataScope, role.customOrgIds)) ? null : 'scope';
}

async function scopeKindWithin(db: DbOrTx, mine: Rights, kind: number, customOrgIds: readonly number[]) {
  if (mine.scope.all) return true;
  switch (kind) {
    case DATA_SCOPE.all:
      return false;
    case DATA_SCOPE.orgAndBelow:
      return mine.kinds.has(DATA_SCOPE.orgAndBelow);
    case DATA_SCOPE.ownOrg:
      return mine.kinds.has(DATA_SCOPE.orgAndBelow) || mine.kinds.has(DATA_SCOPE.ownOrg);
    case DATA_SCOPE.custom:
      return covers(db, mine.scope, { all: false, orgIds: [...customOrgIds], subtreePaths: [] });
    default:
      return true;
  }
}

/** The ids of the roles (among `roleIds`) the actor could grant in general: the pickers' hint. */
export async function grantableRoleIds(db: DbOrTx, actor: Person, roleIds: readonly number[]) {
  const mine = await rightsOf(db, actor);
  const grantable = new Set<number>();
  for (const role of await roleRights(db, roleIds)) {
    if ((await roleWithin(db, mine, role)) === null) grantable.add(role.id);
  }
  return grantable;
}

/**
 * Before changing a role (its name, rights or data scope, or deleting it): refused
 * when the role is beyond the actor's rights (403 naming it); with `rights: true`
 * (menus and buttons, data scope, data rules) also when the actor holds it.
 */
export async function assertMayManageRole(
  db: DbOrTx,
  actor: Person,
  roleId: number,
  options: { rights?: boolean } = {},
): Promise<Rights> {
  const mine = await rightsOf(db, actor);
  if (mine.superAdmin) return mine;
  const [role] = await roleRights(db, [roleId]);
  if (!role) return mine;
  if ((await roleWithin(db, mine, role)) !== null)
    throw forbidden(GRANT_MESSAGES.manageRole({ role: role.roleName }));
  if (options.rights) {
    const held = await db.$count(
      userRoles,
      and(eq(userRoles.roleId, roleId), eq(userRoles.userId, actor.userId)),
    );
    if (held > 0) throw forbidden(GRANT_MESSAGES.ownRole({ role: role.roleName }));
  }
  return mine;
}

/** Refuses buttons whose codes the actor lacks, naming them (a role's new menus and buttons). */
export async function assertHoldsButtons(db: DbOrTx, actor: Person, buttonIds: readonly number[]) {
  const mine = await rightsOf(db, actor);
  if (mine.superAdmin || buttonIds.length === 0) return;
  const buttons = await db
    .select({ name: menuButtons.name, code: menuButtons.buttonPerms })
    .from(menuButtons)
    .where(inArray(menuButtons.id, [...new Set(buttonIds)]))
    .orderBy(menuButtons.id);
  const shown = namesNotHeld(mine, buttons);
  if (shown) {
    throw forbidden(
      shown.count === undefined
        ? GRANT_MESSAGES.codesNotHeld({ names: shown.names })
        : GRANT_MESSAGES.codesNotHeldMore({ names: shown.names, count: shown.count }),
    );
  }
}

/**
 * The buttons whose codes the actor lacks, named for a message: five at most, with `count`
 * (for the messages' "and others" versions) when there are more; null when none.
 */
function namesNotHeld(
  mine: Rights,
  buttons: readonly { name: string; code: string }[],
): { names: string; count?: number } | null {
  const missing = buttons.filter((b) => !mine.codes.has(b.code));
  if (missing.length === 0) return null;
  return shortList(missing.map((b) => `${b.name}（${b.code}）`));
}

/**
 * Names for a refusal: all of them joined, or the first five and `count`, the number of
 * all (the messages' "…等{count}项" versions).
 */
export function shortList(names: readonly string[]): { names: string; count?: number } {
  return names.length > 5
    ? { names: names.slice(0, 5).join('、'), count: names.length }
    : { names: names.join('、') };
}

/** The organisation the user is placed in now (read, not taken from the session: a move counts at once). */
async function placedIn(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db.select({ orgId: users.orgId }).from(users).where(eq(users.id, userId));
  return row?.orgId ?? null;
}

export interface Organ {
  id: number;
  organName: string;
}

/**
 * Before replacing an organisation's data rules: refused (403 naming it) for the
 * caller's own organisation, whose rules apply to the caller: fewer rules show
 * more rows, so this is the organisation's side of "not a role one holds".
 */
export async function assertMayBindOrganRules(db: DbOrTx, actor: Person, organ: Organ): Promise<void> {
  if ((await placedIn(db, actor.userId)) !== organ.id) return;
  if ((await rightsOf(db, actor)).superAdmin) return;
  throw forbidden(GRANT_MESSAGES.ownOrganRules({ organ: organ.organName }));
}

/** An organisation's grant of menus and buttons (null or empty: no limit). */
export interface OrganGrant {
  menuIds: readonly number[];
  buttonIds: readonly number[];
}

const unlimited = (grant: OrganGrant | null) =>
  grant === null || (grant.menuIds.length === 0 && grant.buttonIds.length === 0);

/**
 * Before replacing an organisation's grant (what its roles may hold): refused (403
 * naming the organisation) when the new grant adds a button whose code the caller
 * lacks, or widens the grant of the caller's own organisation at all. What it adds:
 * the menus and buttons the current grant lacks; lifting a grant (an empty one
 * replacing a limit) adds everything; from no limit, nothing is added.
 */
export async function assertOrganGrantAllowed(
  db: DbOrTx,
  actor: Person,
  organ: Organ,
  current: OrganGrant | null,
  next: OrganGrant,
): Promise<void> {
  if (current === null || unlimited(current)) return;
  const was = current;
  const lifting = unlimited(next);
  const menusAdded = lifting || next.menuIds.some((id) => !was.menuIds.includes(id));
  const buttonsAdded = lifting ? null : next.buttonIds.filter((id) => !was.buttonIds.includes(id));
  if (!menusAdded && buttonsAdded?.length === 0) return;
  const mine = await rightsOf(db, actor);
  if (mine.superAdmin) return;
  if ((await placedIn(db, actor.userId)) === organ.id) {
    throw forbidden(GRANT_MESSAGES.ownOrganGrant({ organ: organ.organName }));
  }
  if (buttonsAdded?.length === 0) return;
  const buttons = await db
    .select({ name: menuButtons.name, code: menuButtons.buttonPerms })
    .from(menuButtons)
    .where(
      buttonsAdded
        ? inArray(menuButtons.id, buttonsAdded)
        : was.buttonIds.length > 0
          ? not(inArray(menuButtons.id, [...was.buttonIds]))
          : undefined,
    )
    .orderBy(menuButtons.id);
  const shown = namesNotHeld(mine, buttons);
  if (shown) {
    const params = { organ: organ.organName, names: shown.names };
    throw forbidden(
      shown.count === undefined
        ? GRANT_MESSAGES.organCodesNotHeld(params)
        : GRANT_MESSAGES.organCodesNotHeldMore({ ...params, count: shown.count }),
    );
  }
}

/**
 * Refuses (403 naming the role) a data scope wider than the actor's: by kind (see
 * roleWithin), and, for the kinds relative to the holder (own organisation, and
 * below), for each current holder of the role, whose organisation (and subtree)
 * the actor must see, unless the change only narrows what each holder sees.
 */
export async function assertScopeAllowed(
  db: DbOrTx,
  actor: Person,
  role: { id: number | null; roleName: string; dataScope: number | null },
  next: { dataScope: number; organIds: readonly number[] },
): Promise<void> {
  const mine = await rightsOf(db, actor);
  if (mine.superAdmin) return;
  const tooWide = () => forbidden(GRANT_MESSAGES.scopeTooWide({ role: role.roleName }));
  if (!(await scopeKindWithin(db, mine, next.dataScope, next.organIds))) throw tooWide();
  if (role.id === null || !RELATIVE.has(next.dataScope)) return;
  // From all, or a relative kind at least as wide, each holder sees no more than before.
  const was = role.dataScope === null ? undefined : RELATIVE_RANK[role.dataScope];
  if (was !== undefined && was <= RELATIVE_RANK[next.dataScope]!) return;
  const holders = await db
    .selectDistinct({ orgId: users.orgId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.roleId, role.id));
  const coverage = await coverageOf(
    db,
    next.dataScope,
    holders.map((h) => h.orgId),
    [],
  );
  if (!(await covers(db, mine.scope, coverage))) throw tooWide();
}

const RELATIVE = new Set<number>([DATA_SCOPE.orgAndBelow, DATA_SCOPE.ownOrg]);
/** all 0 ⊇ own organisation and below 1 ⊇ own organisation 2, for the same holder. */
const RELATIVE_RANK: Record<number, number | undefined> = {
  [DATA_SCOPE.all]: 0,
  [DATA_SCOPE.orgAndBelow]: 1,
  [DATA_SCOPE.ownOrg]: 2,
};
