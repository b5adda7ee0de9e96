import { DATA_GROUP_VARIABLE } from '@awards/shared/data-groups';
import {
  DATA_RULE_CONDITIONS,
  DATA_RULE_VARIABLES,
  type DataRuleCondition,
  type DataRuleVariable,
  MENU_MESSAGES,
} from '@awards/shared/menus';
import {
  type AnyColumn,
  and,
  eq,
  gt,
  gte,
  inArray,
  like,
  lt,
  lte,
  ne,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client';
import {
  dataGroupOrgans,
  dataGroupRegions,
  dataGroups,
  menuDataRules,
  menus,
  organDataRules,
  organisations,
  regions,
  roleDataRules,
  roles,
  userRoles,
} from '../db/schema';
import type { FieldErrors } from './errors';

/**
 * Data permission rules (spec 001 §7 "Menus: data permission rules"): a menu's
 * active rules become a WHERE condition of that menu's list. A list declares
 * the columns a rule may name (the whitelist); a rule naming any other column
 * is refused when saved and skipped, with a log line, when the list is queried.
 * Values are always bound as parameters, never written into the SQL text.
 */

export type RuleColumnKind = 'text' | 'number' | 'time';

export interface RuleColumn {
  column: AnyColumn;
  kind: RuleColumnKind;
  /** Shown in the rule form's column select: a message of packages/shared (or a plain text). */
  label: string;
}

/** A list that honours data rules: the menu whose rules apply, and its whitelist. */
export interface DataRuleList {
  menuName: string;
  columns: Readonly<Record<string, RuleColumn>>;
}

export function defineDataRuleList(menuName: string, columns: Record<string, RuleColumn>): DataRuleList {
  return { menuName, columns };
}

export interface RuleDefinition {
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
}

/** Who the list is for: the variables #{sys_*} are this user's values. */
export interface RuleSubject {
  userId: number;
  loginName: string;
  orgId: number | null;
}

type Variables = Record<DataRuleVariable, string | number | null>;

/**
 * The members of the data groups the rules name, by group code (`#{group:<code>}`): region
 * codes (with the regions under them) or organisation ids (with the organisations under
 * them). A group that is missing is absent; an empty one maps to an empty list.
 */
export type GroupMembers = ReadonlyMap<string, readonly (string | number)[]>;
const NO_GROUPS: GroupMembers = new Map();

/** The code of a part that names a data group, or undefined. */
const groupCodeOf = (part: string): string | undefined => DATA_GROUP_VARIABLE.exec(part)?.[1];
/** The conditions a group may stand in: membership (=, IN) or its opposite (!=). */
const GROUP_CONDITIONS = new Set<string>(['=', '!=', 'IN']);

const VARIABLE_CODES = new Set(Object.keys(DATA_RULE_VARIABLES));
const LIKE_CONDITIONS = new Set<string>(['LIKE', 'LEFT_LIKE', 'RIGHT_LIKE']);
const NUMERIC = /^-?\d+(\.\d+)?$/;
/** The variables whose values are numbers (ids); the others are text. */
const NUMERIC_VARIABLES = new Set(['#{sys_user_id}', '#{sys_org_id}']);

/** The parts of a value: IN takes a comma-separated list, the others one value. */
function valueParts(condition: string, value: string): string[] {
  const trimmed = value.trim();
  return condition === 'IN' ? trimmed.split(',').map((part) => part.trim()) : [trimmed];
}

const isVariable = (part: string) => part.startsWith('#{');

/**
 * Why a rule cannot work on a list, as field errors; null when it can.
 * Used when a rule is saved, so that a rule that would be ignored is never stored.
 */
export function ruleProblems(list: DataRuleList | undefined, rule: RuleDefinition): FieldErrors | null {
  const M = MENU_MESSAGES;
  if (!list) return { ruleColumn: M.noRuleList };
  const column = list.columns[rule.ruleColumn];
  if (!column) return { ruleColumn: M.ruleColumnUnknown({ columns: Object.keys(list.columns).join('、') }) };
  if (!(DATA_RULE_CONDITIONS as readonly string[]).includes(rule.ruleConditions)) {
    return { ruleConditions: M.ruleCondition };
  }
  if (LIKE_CONDITIONS.has(rule.ruleConditions) && column.kind !== 'text') {
    return { ruleConditions: M.likeNeedsText };
  }
  const parts = valueParts(rule.ruleConditions, rule.ruleValue);
  if (parts.some((part) => part === '')) return { ruleValue: M.ruleValueEmpty };
  for (const part of parts) {
    if (groupCodeOf(part) !== undefined) {
      if (!GROUP_CONDITIONS.has(rule.ruleConditions)) return { ruleConditions: M.groupConditions };
      if (column.kind === 'time') return { ruleValue: M.timeNoVariable };
      continue;
    }
    if (isVariable(part)) {
      if (!VARIABLE_CODES.has(part)) {
        return {
          ruleValue: M.unknownVariable({
            variable: part,
            variables: [...Object.keys(DATA_RULE_VARIABLES), '#{group:<code>}'].join('、'),
          }),
        };
      }
      if (LIKE_CONDITIONS.has(rule.ruleConditions)) return { ruleValue: M.likeNoVariable };
      if (column.kind === 'time') return { ruleValue: M.timeNoVariable };
      if (column.kind === 'number' && !NUMERIC_VARIABLES.has(part)) {
        return { ruleValue: M.numberVariables({ variables: [...NUMERIC_VARIABLES].join('、') }) };
      }
    } else if (column.kind === 'number' && !NUMERIC.test(part)) {
      return { ruleValue: M.valueNotNumber };
    } else if (column.kind === 'time' && Number.isNaN(Date.parse(part))) {
      return { ruleValue: M.valueNotTime };
    }
  }
  return null;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One part as the column's type, or undefined when it cannot be (a missing variable, a bad literal). */
function typed(kind: RuleColumnKind, part: string, variables: Variables): string | number | Date | undefined {
  const raw = isVariable(part) ? variables[part as DataRuleVariable] : part;
  if (raw === null || raw === undefined) return undefined;
  if (kind === 'number') {
    const n = typeof raw === 'number' ? raw : NUMERIC.test(raw) ? Number(raw) : Number.NaN;
    return Number.isFinite(n) ? n : undefined;
  }
  if (kind === 'time') {
    const d = new Date(String(raw));
    return Number.isNaN(d.getTime()) ? undefined : d;
  }
  return String(raw);
}

/**
 * The condition of one rule. A value that cannot be resolved (a user without an
 * organisation for #{sys_org_id}) matches nothing: a rule fails closed.
 */
export function ruleCondition(
  column: RuleColumn,
  condition: DataRuleCondition,
  value: string,
  variables: Variables,
  groups: GroupMembers = NO_GROUPS,
): SQL {
  const parts = valueParts(condition, value);
  if (parts.some((part) => groupCodeOf(part) !== undefined)) {
    return groupCondition(column, condition, parts, variables, groups);
  }
  const values = parts.map((part) => typed(column.kind, part, variables));
  if (values.some((v) => v === undefined)) return sql`false`;
  const col = column.column;
  const [v] = values as (string | number | Date)[];
  switch (condition) {
    case '=':
      return eq(col, v);
    case '!=':
      return ne(col, v);
    case '>':
      return gt(col, v);
    case '>=':
      return gte(col, v);
    case '<':
      return lt(col, v);
    case '<=':
      return lte(col, v);
    case 'IN':
      return inArray(col, values as (string | number | Date)[]);
    case 'LIKE':
      return like(col, `%${escapeLike(String(v))}%`);
    case 'LEFT_LIKE':
      // "Left fuzzy": anything before the value, i.e. the column ends with it.
      return like(col, `%${escapeLike(String(v))}`);
    case 'RIGHT_LIKE':
      return like(col, `${escapeLike(String(v))}%`);
  }
}

/**
 * A rule whose value names a data group: the group stands for its members, so `=` and `IN`
 * ask for membership and `!=` for its opposite. A group that is missing or empty, a member
 * that does not suit the column (a region code on a number column), or any other condition
 * matches nothing: the rule fails closed, never open.
 */
function groupCondition(
  column: RuleColumn,
  condition: DataRuleCondition,
  parts: string[],
  variables: Variables,
  groups: GroupMembers,
): SQL {
  if (!GROUP_CONDITIONS.has(condition) || column.kind === 'time') return sql`false`;
  const values: (string | number | Date)[] = [];
  for (const part of parts) {
    const code = groupCodeOf(part);
    const members = code === undefined ? [part] : groups.get(code);
    if (!members || members.length === 0) return sql`false`;
    for (const member of members) {
      const v = typed(column.kind, typeof member === 'number' ? String(member) : member, variables);
      if (v === undefined) return sql`false`;
      values.push(v);
    }
  }
  return condition === '!=' ? notInArray(column.column, values) : inArray(column.column, values);
}

export interface DataRuleLog {
  warn(details: object, message: string): void;
}

/** The lists that honour rules, and the conditions of their active rules for a user. */
export class DataRules {
  private readonly lists: Map<string, DataRuleList>;

  constructor(
    private readonly db: DbOrTx,
    lists: readonly DataRuleList[],
    private readonly log: DataRuleLog,
  ) {
    this.lists = new Map(lists.map((list) => [list.menuName, list]));
  }

  /** A module declares a list that honours rules (its descriptor's `dataRuleLists` hook). */
  addList(list: DataRuleList): void {
    if (this.lists.has(list.menuName)) throw new Error(`data rule list ${list.menuName} declared twice`);
    this.lists.set(list.menuName, list);
  }

  /** The list of a menu, by the menu's route name; undefined when it honours no rules. */
  listOf(menuName: string): DataRuleList | undefined {
    return this.lists.get(menuName);
  }

  /**
   * The active rules of the list's menu that apply to the user (`rulesFor`), ANDed,
   * or undefined when there are none. Read on every query (no cache): a rule saved
   * now applies to the next page.
   */
  async condition(list: DataRuleList, user: RuleSubject): Promise<SQL | undefined> {
    const rules = await this.rulesFor(list, user);
    if (rules.length === 0) return undefined;

    const variables = await this.variablesOf(user, rules);
    const groups = await groupMembers(this.db, rules);
    const conditions: SQL[] = [];
    for (const rule of rules) {
      const column = list.columns[rule.ruleColumn];
      const condition = rule.ruleConditions as DataRuleCondition;
      if (!column || !(DATA_RULE_CONDITIONS as readonly string[]).includes(condition)) {
        this.log.warn(
          {
            ruleId: rule.ruleId,
            menuName: list.menuName,
            ruleColumn: rule.ruleColumn,
            ruleConditions: condition,
          },
          'data rule ignored: its column or condition is not declared by the list',
        );
        continue;
      }
      conditions.push(ruleCondition(column, condition, rule.ruleValue, variables, groups));
    }
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  /**
   * The menu's active rules that apply to the user. Rules bound to one of the user's
   * roles in force (role_data_rules) or to the user's own organisation
   * (organ_data_rules) apply, and only those. When none of the menu's active rules is
   * bound for the user, every active rule applies, as before bindings existed: a
   * user nobody chose rules for is never given the unrestricted list.
   */
  async rulesFor(list: DataRuleList, user: RuleSubject) {
    const rules = await this.db
      .select({
        ruleId: menuDataRules.id,
        ruleColumn: menuDataRules.ruleColumn,
        ruleConditions: menuDataRules.ruleConditions,
        ruleValue: menuDataRules.ruleValue,
      })
      .from(menuDataRules)
      .innerJoin(menus, eq(menus.id, menuDataRules.menuId))
      .where(and(eq(menus.name, list.menuName), eq(menuDataRules.status, 1)))
      .orderBy(menuDataRules.id);
    if (rules.length === 0) return rules;
    const ruleIds = rules.map((r) => r.ruleId);
    const byRole = await this.db
      .select({ ruleId: roleDataRules.ruleId })
      .from(roleDataRules)
      .innerJoin(userRoles, eq(userRoles.roleId, roleDataRules.roleId))
      .innerJoin(roles, and(eq(roles.id, roleDataRules.roleId), eq(roles.delFlag, 0)))
      .where(and(eq(userRoles.userId, user.userId), inArray(roleDataRules.ruleId, ruleIds)));
    const byOrgan =
      user.orgId === null
        ? []
        : await this.db
            .select({ ruleId: organDataRules.ruleId })
            .from(organDataRules)
            .where(and(eq(organDataRules.organId, user.orgId), inArray(organDataRules.ruleId, ruleIds)));
    const bound = new Set([...byRole, ...byOrgan].map((r) => r.ruleId));
    return bound.size === 0 ? rules : rules.filter((r) => bound.has(r.ruleId));
  }

  /** The user's values; the organisation's code is read only when a rule needs it. */
  private async variablesOf(user: RuleSubject, rules: { ruleValue: string }[]): Promise<Variables> {
    let orgCode: string | null = null;
    if (user.orgId !== null && rules.some((r) => r.ruleValue.includes('#{sys_org_code}'))) {
      const [org] = await this.db
        .select({ code: organisations.organCode })
        .from(organisations)
        .where(eq(organisations.id, user.orgId));
      orgCode = org?.code ?? null;
    }
    return {
      '#{sys_user_id}': user.userId,
      '#{sys_org_id}': user.orgId,
      '#{sys_org_code}': orgCode,
      '#{sys_login_name}': user.loginName,
    };
  }
}

/**
 * The members of every group the rules name, read now (a group changed applies to the next
 * page): groupMembersByCode of the codes their values name.
 */
export async function groupMembers(
  db: DbOrTx,
  rules: readonly { ruleValue: string }[],
): Promise<GroupMembers> {
  const codes = new Set<string>();
  for (const rule of rules) {
    for (const part of rule.ruleValue.split(',')) {
      const code = groupCodeOf(part.trim());
      if (code !== undefined) codes.add(code);
    }
  }
  return groupMembersByCode(db, codes);
}

/**
 * The members of the groups of these codes, by code: a region group's regions with the regions
 * under them (three levels at most), an organisation group's organisations with those under
 * them, deleted ones left out; each member once, regions by code, organisations by id. A code
 * naming no group is absent; an empty group maps to an empty list. At most three reads whatever
 * the number of groups (the groups, then the members of each kind): the data rules' expansion, and the statistics' by data group
 * (modules/data-groups/public.ts).
 */
export async function groupMembersByCode(db: DbOrTx, codes: Iterable<string>): Promise<GroupMembers> {
  const wanted = [...new Set(codes)];
  const members = new Map<string, (string | number)[]>();
  if (wanted.length === 0) return members;
  const groups = await db
    .select({ code: dataGroups.groupCode, kind: dataGroups.kind })
    .from(dataGroups)
    .where(inArray(dataGroups.groupCode, wanted));
  for (const group of groups) members.set(group.code, []);
  const ofKind = (kind: string) => groups.filter((g) => g.kind === kind).map((g) => g.code);
  const regionCodes = ofKind('region');
  if (regionCodes.length > 0) {
    // A chosen region, its children, and their children (province, city, county).
    const rows = await queryRows<{ group_code: string; member: string }>(
      db,
      sql`select distinct g.group_code, x.code as member
            from ${dataGroups} g
            join ${dataGroupRegions} m on m.group_id = g.id
            cross join lateral (
              select m.region_code as code
              union all select r.code from ${regions} r where r.parent_code = m.region_code
              union all select r2.code from ${regions} r1 join ${regions} r2 on r2.parent_code = r1.code
                         where r1.parent_code = m.region_code) x
           where g.group_code in (${sql.join(
             regionCodes.map((c) => sql`${c}`),
             sql`, `,
           )})
           order by g.group_code, member`,
    );
    for (const row of rows) members.get(row.group_code)?.push(row.member);
  }
  const organCodes = ofKind('organisation');
  if (organCodes.length > 0) {
    // A chosen organisation and those whose path of ancestors names it, none deleted.
    const rows = await queryRows<{ group_code: string; member: number }>(
      db,
      sql`select distinct g.group_code, o.id as member
            from ${dataGroups} g
            join ${dataGroupOrgans} m on m.group_id = g.id
            join ${organisations} o on o.del_flag = 0
                 and (o.id = m.organ_id or o.parent_ids like '%,' || m.organ_id::text || ',%')
           where g.group_code in (${sql.join(
             organCodes.map((c) => sql`${c}`),
             sql`, `,
           )})
           order by g.group_code, member`,
    );
    for (const row of rows) members.get(row.group_code)?.push(Number(row.member));
  }
  return members;
}
