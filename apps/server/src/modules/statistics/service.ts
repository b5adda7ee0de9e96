import { DISCIPLINE_DICT } from '@awards/shared/experts';
import { type Locale, renderMessage } from '@awards/shared/i18n';
import {
  OBJECTION_STATUS_NAMES,
  OBJECTION_STATUSES,
  SCREENING_REASON_NAMES,
  SCREENING_REASONS,
} from '@awards/shared/objections';
import { CONFLICT_TYPE_NAMES, type ConflictType } from '@awards/shared/review';
import {
  FUNNEL_STAGES,
  type FunnelCounts,
  STAT_MESSAGES as M,
  type StatCut,
  type StatCutRow,
  type StatEditionOption,
  type StatExpertRow,
  type StatFunnel,
  type StatObjections,
  type StatReview,
  type StatYearRow,
} from '@awards/shared/statistics';
import { desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { awards, declarations, editions, organisations } from '../../db/schema';
import { type DataScopeSource, dataScopeFilter, type ScopeHolder } from '../../platform/data-scope';
import { notFound } from '../../platform/errors';
import type { DataGroupsApi } from '../data-groups/public';
import type { DictionariesApi } from '../dictionaries/public';
import type { ObjectionsApi } from '../objections/public';
import type { RegionsApi } from '../regions/public';
import type { ReviewApi } from '../review/public';
import { EXAMINATION_REFUSED, funnelColumns, reachedSql, toFunnel } from './stages';

export interface StatisticsDeps {
  dataGroups: DataGroupsApi;
  dictionaries: DictionariesApi;
  objections: ObjectionsApi;
  regions: RegionsApi;
  review: ReviewApi;
}

/** Who asks: their data scope decides which declarations (by declaring unit) are counted. */
export interface StatCaller extends ScopeHolder {
  locale: Locale;
}

const num = (v: unknown) => Number(v ?? 0);
const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

/**
 * The business statistics (docs/domain.md "Statistics"): grouped queries over one edition's
 * declarations on edition-first indexes, each declaration counted up to the furthest stage its
 * trail reached (stages.ts). No counter table: bench/statistics.mjs.
 */
export class StatisticsService {
  constructor(
    private readonly db: Db,
    private readonly scopes: DataScopeSource,
    private readonly deps: StatisticsDeps,
  ) {}

  private read<T>(query: SQL): Promise<T[]> {
    return queryRows<T>(this.db, query);
  }

  /** The caller's scope as a condition on declarations (undefined: everything). */
  private async scope(caller: ScopeHolder): Promise<SQL | undefined> {
    return dataScopeFilter(await this.scopes.dataScope(caller), { org: declarations.unitId });
  }

  private async whereEdition(caller: ScopeHolder, editionId: number): Promise<SQL> {
    const scope = await this.scope(caller);
    return scope
      ? sql`"declarations"."edition_id" = ${editionId} and (${scope})`
      : sql`"declarations"."edition_id" = ${editionId}`;
  }

  private async requireEdition(editionId: number) {
    const [row] = await this.db.select().from(editions).where(eq(editions.id, editionId));
    if (!row) throw notFound(M.editionNotFound);
    return row;
  }

  /** Every edition but drafts, newest first: the page's picker. */
  async editions(): Promise<StatEditionOption[]> {
    const rows = await this.db
      .select({
        editionId: editions.id,
        editionName: editions.editionName,
        year: editions.year,
        status: editions.status,
      })
      .from(editions)
      .where(sql`${editions.status} <> 'draft'`)
      .orderBy(desc(editions.year), desc(editions.id));
    return rows;
  }

  /** The funnel and the examination's pass and return rates. */
  async funnel(caller: StatCaller, editionId: number): Promise<StatFunnel> {
    await this.requireEdition(editionId);
    const where = await this.whereEdition(caller, editionId);
    const refused = sql.raw(EXAMINATION_REFUSED.map((s) => `'${s}'`).join(', '));
    const [row] = await this.read<Record<string, unknown>>(
      sql`select ${funnelColumns},
          count(*) filter (where status in (${refused}))::int as refused,
          count(*) filter (where returned)::int as returned
        from (select ${reachedSql} as r, "declarations"."status" as status, "declarations"."returned" as returned
                from "declarations" where ${where}) s`,
    );
    const funnel = toFunnel(row);
    const decided = funnel.passed + num(row?.refused);
    const returned = num(row?.returned);
    return {
      editionId,
      funnel,
      examination: {
        decided,
        passed: funnel.passed,
        returned,
        passRate: rate(funnel.passed, decided),
        returnRate: rate(returned, funnel.declared),
      },
    };
  }

  /**
   * The funnel cut by award, grade, province, declaring unit, discipline, recommending unit or
   * data group.
   */
  async cut(caller: StatCaller, editionId: number, cut: StatCut): Promise<StatCutRow[]> {
    await this.requireEdition(editionId);
    if (cut === 'grade') return this.gradeCut(caller, editionId);
    if (cut === 'dataGroup') return this.dataGroupCut(caller, editionId);
    const where = await this.whereEdition(caller, editionId);
    const { key, join } = CUT_KEYS[cut];
    const rows = await this.read<
      Record<string, unknown> & { k: string | number | null; extra: string | null }
    >(
      sql`select k, max(extra) as extra, ${funnelColumns}
        from (select ${key.k} as k, ${key.extra} as extra, ${reachedSql} as r
                from "declarations" ${join} where ${where}) s
       group by k order by "declared" desc, k`,
    );
    const labels = await this.labels(cut, rows, caller.locale);
    const noValue = renderMessage(M.noValue, caller.locale);
    return rows.map((row) => {
      const keyText = row.k === null ? '' : String(row.k);
      return { key: keyText, label: labels.get(keyText) ?? (row.extra || noValue), ...toFunnel(row) };
    });
  }

  /**
   * By grade: the grade of the edition's current confirmed result lists (`result_lists` /
   * `result_entries`, written by the results module, another part of issue 17: read directly here,
   * as its public read does not exist on this branch). Read from the entries (a declaration is on
   * at most one confirmed list: one per award), the rest of the edition being "no grade".
   */
  private async gradeCut(caller: StatCaller, editionId: number): Promise<StatCutRow[]> {
    const where = await this.whereEdition(caller, editionId);
    // One pass over the edition: each declaration with its grade on a confirmed list, if any.
    const rows = await this.read<Record<string, unknown> & { k: number | null; extra: string | null }>(
      sql`select k, max(extra) as extra, ${funnelColumns}
        from (select g.grade_level as k, g.grade_name as extra, ${reachedSql} as r
                from "declarations"
                left join (select re.declaration_id, re.grade_level, re.grade_name
                             from "result_lists" rl
                             join "result_entries" re on re.list_id = rl.id
                            where rl.edition_id = ${editionId} and rl.status = 'confirmed'
                              and re.grade_level is not null) g on g.declaration_id = "declarations"."id"
               where ${where}) s
       group by k order by k nulls last`,
    );
    const graded: StatCutRow[] = rows
      .filter((g) => g.k !== null)
      .map((g) => ({ key: String(g.k), label: g.extra ?? String(g.k), ...toFunnel(g) }));
    const rest = toFunnel(rows.find((g) => g.k === null));
    if (rest.declared > 0 || graded.length === 0)
      graded.push({ key: '', label: renderMessage(M.noGrade, caller.locale), ...rest });
    return graded;
  }

  /**
   * By data group (docs/admin-catalogue-decisions.md "Data groups and business modules"): each
   * group, with its members expanded as a data rule expands them (data-groups/public.ts), counts
   * the declarations whose declaring unit is in a member region or under it (a region group) or
   * is a member organisation or under it (an organisation group). Groups may overlap: the rows
   * need not add up to the funnel. Every group shows, a group with nothing in it as zeros. One
   * grouped query, the groups' members passed as two JSON parameters (group → region, group →
   * organisation) joined to the declarations, whatever the number of groups.
   */
  private async dataGroupCut(caller: StatCaller, editionId: number): Promise<StatCutRow[]> {
    const groups = await this.deps.dataGroups.expandedGroups(caller.locale);
    if (groups.length === 0) return [];
    const where = await this.whereEdition(caller, editionId);
    const pairs = (kind: 'region' | 'organisation') =>
      JSON.stringify(
        groups
          .filter((g) => g.kind === kind)
          .flatMap((g) => g.members.map((member) => ({ g: g.groupId, member }))),
      );
    const rows = await this.read<Record<string, unknown> & { k: number }>(
      sql`select k, ${funnelColumns}
        from (select gm.g as k, ${reachedSql} as r
                from "declarations"
                join "organisations" o on o.id = "declarations"."unit_id"
                join json_to_recordset(${pairs('region')}::json) as gm(g int, member text)
                  on gm.member = o.region_code
               where ${where}
              union all
              select gm.g as k, ${reachedSql} as r
                from "declarations"
                join json_to_recordset(${pairs('organisation')}::json) as gm(g int, member int)
                  on gm.member = "declarations"."unit_id"
               where ${where}) s
       group by k`,
    );
    const counts = new Map(rows.map((row) => [Number(row.k), toFunnel(row)]));
    return groups
      .map((g) => ({
        key: String(g.groupId),
        label: g.groupName,
        ...(counts.get(g.groupId) ?? emptyFunnel()),
      }))
      .sort((a, b) => b.declared - a.declared);
  }

  private async labels(
    cut: StatCut,
    rows: { k: string | number | null; extra: string | null }[],
    locale: Locale,
  ): Promise<Map<string, string>> {
    const keys = rows.flatMap((r) => (r.k === null ? [] : [String(r.k)]));
    switch (cut) {
      case 'award': {
        const found = keys.length
          ? await this.db
              .select({ id: awards.id, name: awards.awardName })
              .from(awards)
              .where(inArray(awards.id, keys.map(Number)))
          : [];
        return new Map(found.map((a) => [String(a.id), a.name]));
      }
      case 'unit':
      case 'recommender': {
        const ids = keys.filter((k) => /^\d+$/.test(k)).map(Number);
        const found = ids.length
          ? await this.db
              .select({ id: organisations.id, name: organisations.organName })
              .from(organisations)
              .where(inArray(organisations.id, ids))
          : [];
        return new Map(found.map((o) => [String(o.id), o.name]));
      }
      case 'region': {
        const paths = await this.deps.regions.regionPaths(
          keys.map((p) => `${p}0000`),
          locale,
        );
        return new Map(keys.map((p) => [p, paths.get(`${p}0000`) ?? p]));
      }
      case 'discipline':
        return this.deps.dictionaries.labelsOf(DISCIPLINE_DICT, locale);
      case 'grade':
      case 'dataGroup':
        return new Map();
    }
  }

  /** Expert workload, completion and time per review; score bands; disagreement; conflicts. */
  async review(caller: StatCaller, editionId: number): Promise<StatReview> {
    await this.requireEdition(editionId);
    const scope = await this.scope(caller);
    // A limited scope keeps the declarations of its units (the review tables name the declaration).
    const within = (column: SQL) =>
      scope
        ? sql`and ${column} in (select "declarations"."id" from "declarations"
                where "declarations"."edition_id" = ${editionId} and (${scope}))`
        : sql``;
    // Aggregated per expert first (a few hundred groups), named after.
    const expertRows = await queryRows<{
      expert_id: number;
      expert_name: string;
      assigned: number;
      submitted: number;
      hours: number | string | null;
    }>(
      this.db,
      sql`select x.expert_id, e.expert_name, x.assigned, x.submitted, x.hours
         from (select a.expert_id, count(*)::int as assigned,
                      count(r.id)::int as submitted,
                      avg(extract(epoch from (r.submitted_at - a.create_time)) / 3600) as hours
                 from "review_assignments" a
                 left join "reviews" r on r.declaration_id = a.declaration_id and r.expert_id = a.expert_id
                                      and r.status = 'submitted'
                where a.edition_id = ${editionId} ${within(sql`a.declaration_id`)}
                group by a.expert_id) x
         join "experts" e on e.id = x.expert_id
        order by x.assigned desc, x.expert_id`,
    );
    const bands = await queryRows<{ band: number; n: number }>(
      this.db,
      sql`select least(floor(r.total / 10), 9)::int as band, count(*)::int as n
         from "reviews" r
        where r.edition_id = ${editionId} and r.status = 'submitted' and r.total is not null ${within(sql`r.declaration_id`)}
        group by 1`,
    );
    const conflictRows = await queryRows<{ conflict_type: ConflictType; confirmed: number; pending: number }>(
      this.db,
      sql`select c.conflict_type, count(*) filter (where c.status = 'confirmed')::int as confirmed,
              count(*) filter (where c.status = 'pending')::int as pending
         from "review_conflicts" c
        where c.edition_id = ${editionId} ${within(sql`c.declaration_id`)}
        group by 1 order by 1`,
    );
    // The review's own flags (review/calibration.ts `disagreement`) as its stored calibration keeps
    // them; offsets are fitted on the whole edition: shown only to those who see the whole edition.
    const { flags, offsets } = await this.deps.review.calibrationFigures(editionId, {
      within: scope ? sql`"declarations"."edition_id" = ${editionId} and (${scope})` : undefined,
      offsets: !scope,
    });
    const byBand = new Map(bands.map((b) => [b.band, num(b.n)]));
    return {
      editionId,
      experts: expertRows.map(
        (r): StatExpertRow => ({
          expertId: r.expert_id,
          expertName: r.expert_name,
          assigned: num(r.assigned),
          submitted: num(r.submitted),
          completion: rate(num(r.submitted), num(r.assigned)),
          avgHours: r.hours === null ? null : Math.round(Number(r.hours) * 10) / 10,
          offset: offsets?.has(r.expert_id) ? Math.round(offsets.get(r.expert_id)! * 100) / 100 : null,
        }),
      ),
      histogram: Array.from({ length: 10 }, (_, band) => ({
        band: band === 9 ? '90–100' : `${band * 10}–${band * 10 + 10}`,
        count: byBand.get(band) ?? 0,
      })),
      disagreement: flags,
      conflicts: conflictRows.map((c) => ({
        conflictType: c.conflict_type,
        label: CONFLICT_TYPE_NAMES[c.conflict_type]
          ? renderMessage(CONFLICT_TYPE_NAMES[c.conflict_type], caller.locale)
          : c.conflict_type,
        confirmed: num(c.confirmed),
        pending: num(c.pending),
      })),
      offsets: offsets !== null,
    };
  }

  /**
   * Objections by outcome (status) and, for the not admitted, by screening reason: the objections
   * against the edition's declarations in the caller's scope, read through objections/public.ts.
   */
  async objections(caller: StatCaller, editionId: number): Promise<StatObjections> {
    await this.requireEdition(editionId);
    const { byStatus, byReason } = await this.deps.objections.editionCounts(
      editionId,
      await this.scope(caller),
    );
    return {
      editionId,
      total: OBJECTION_STATUSES.reduce((sum, s) => sum + byStatus[s], 0),
      statuses: OBJECTION_STATUSES.map((status) => ({
        status,
        label: renderMessage(OBJECTION_STATUS_NAMES[status], caller.locale),
        count: byStatus[status],
      })),
      reasons: SCREENING_REASONS.map((reason) => ({
        reason,
        label: renderMessage(SCREENING_REASON_NAMES[reason], caller.locale),
        count: byReason[reason],
      })),
    };
  }

  /** The funnel of one award in each edition, oldest first: the year-over-year comparison. */
  async years(caller: StatCaller, awardId: number): Promise<StatYearRow[]> {
    const [award] = await this.db.select({ id: awards.id }).from(awards).where(eq(awards.id, awardId));
    if (!award) throw notFound(M.awardNotFound);
    const scope = await this.scope(caller);
    const rows = await this.read<Record<string, unknown> & { edition_id: number }>(
      sql`select edition_id, ${funnelColumns}
         from (select "declarations"."edition_id", ${reachedSql} as r from "declarations"
                where "declarations"."award_id" = ${awardId} ${scope ? sql`and (${scope})` : sql``}) s
        group by edition_id`,
    );
    const counts = new Map(rows.map((r) => [r.edition_id, toFunnel(r)]));
    const all = await this.db
      .select({ editionId: editions.id, editionName: editions.editionName, year: editions.year })
      .from(editions)
      .where(
        sql`${editions.status} <> 'draft' and ${editions.id} in (select edition_id from edition_awards where award_id = ${awardId})`,
      )
      .orderBy(editions.year, editions.id);
    return all.map((e) => ({ ...e, ...(counts.get(e.editionId) ?? emptyFunnel()) }));
  }
}

const emptyFunnel = (): FunnelCounts => Object.fromEntries(FUNNEL_STAGES.map((s) => [s, 0])) as FunnelCounts;

/**
 * Each cut but the grade: its key (`k`), a fallback label (`extra`) and the join it needs. The
 * province is the first two digits of the declaring unit's region code.
 */
const CUT_KEYS: Record<
  Exclude<StatCut, 'grade' | 'dataGroup'>,
  { key: { k: SQL; extra: SQL }; join: SQL }
> = {
  award: { key: { k: sql`"declarations"."award_id"`, extra: sql`null::text` }, join: sql`` },
  region: {
    key: { k: sql`left(o.region_code, 2)`, extra: sql`null::text` },
    join: sql`join "organisations" o on o.id = "declarations"."unit_id"`,
  },
  // Grouped by the id; the 2,000 names are read after (labels), not carried through 100,000 rows.
  unit: { key: { k: sql`"declarations"."unit_id"`, extra: sql`null::text` }, join: sql`` },
  discipline: { key: { k: sql`"declarations"."discipline"`, extra: sql`null::text` }, join: sql`` },
  recommender: {
    key: {
      k: sql`coalesce("declarations"."recommend_unit_id"::text, 't:' || "declarations"."recommend_unit")`,
      extra: sql`"declarations"."recommend_unit"`,
    },
    join: sql``,
  },
};
