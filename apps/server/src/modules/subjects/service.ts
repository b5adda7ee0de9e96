import { RTN } from '@awards/shared/envelope';
import { DISCIPLINE_DICT } from '@awards/shared/experts';
import {
  SUBJECT_MAX_DEPTH,
  SUBJECT_MESSAGES,
  type SubjectNode,
  type SubjectSave,
  type SubjectTreeQuery,
} from '@awards/shared/subjects';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { declarations, experts, reviewGroups, subjects } from '../../db/schema';
import { onUniqueViolation } from '../../platform/db-errors';
import { AppError, notFound, ruleViolation } from '../../platform/errors';
import type { DictionariesApi } from '../dictionaries/public';

type Actor = { loginName: string };
type Row = typeof subjects.$inferSelect;

const codeTaken = () =>
  new AppError(409, RTN.conflict, SUBJECT_MESSAGES.codeTaken, null, { code: SUBJECT_MESSAGES.codeTaken });

/**
 * The discipline tree (docs/domain.md "Subjects"). Every change rewrites the `discipline`
 * dictionary's items from the tree in the same transaction (depth first, in the tree's order),
 * then tells every instance's dictionary cache to reload: the forms, filters, exports and the
 * assignment keep reading disciplines from the dictionary. A code never changes; a subject
 * with sub-subjects or used by a record is not deleted (the answer says how many hold it).
 */
export class SubjectService {
  constructor(
    private readonly db: Db,
    private readonly dictionaries: DictionariesApi,
  ) {}

  async tree(query: SubjectTreeQuery): Promise<SubjectNode[]> {
    const [rows, usage] = await Promise.all([this.all(this.db), this.usage()]);
    const nodes = new Map<number, SubjectNode>(
      rows.map((r) => [
        r.id,
        {
          subjectId: r.id,
          parentId: r.parentId,
          code: r.code,
          name: r.name,
          nameI18n: r.nameI18n,
          sortNumber: r.sortNumber,
          remark: r.remark,
          usage: usage.get(r.code) ?? 0,
        },
      ]),
    );
    const keyword = query.keyword?.toLowerCase();
    // With a keyword: the subjects that hold it, with their ancestors to place them.
    const shown = new Set<number>();
    for (const r of rows) {
      if (keyword && !r.name.toLowerCase().includes(keyword) && !r.code.toLowerCase().includes(keyword))
        continue;
      for (let id: number | null = r.id; id !== null && !shown.has(id); id = nodes.get(id)?.parentId ?? null)
        shown.add(id);
    }
    const roots: SubjectNode[] = [];
    for (const r of rows) {
      if (!shown.has(r.id)) continue;
      const node = nodes.get(r.id)!;
      const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
      if (parent) parent.children = [...(parent.children ?? []), node];
      else roots.push(node);
    }
    return roots;
  }

  async save(actor: Actor, input: SubjectSave): Promise<{ subjectId: number }> {
    const result = await onUniqueViolation(
      () =>
        this.db.transaction(async (tx) => {
          const rows = await this.all(tx);
          const byId = new Map(rows.map((r) => [r.id, r]));
          const parentId = input.parentId ?? null;
          if (parentId !== null && !byId.has(parentId))
            throw new AppError(400, RTN.badRequest, SUBJECT_MESSAGES.parentNotFound, null, {
              parentId: SUBJECT_MESSAGES.parentNotFound,
            });
          const values = {
            parentId,
            name: input.name,
            nameI18n: input.nameI18n ?? {},
            sortNumber: input.sortNumber ?? 0,
            remark: input.remark ?? null,
          };
          let subjectId: number;
          if (input.subjectId === undefined) {
            if (depthOf(byId, parentId) + 1 > SUBJECT_MAX_DEPTH)
              throw ruleViolation(SUBJECT_MESSAGES.tooDeep);
            const [row] = await tx
              .insert(subjects)
              .values({ ...values, code: input.code, createBy: actor.loginName })
              .returning({ id: subjects.id });
            subjectId = row!.id;
          } else {
            const current = byId.get(input.subjectId);
            if (!current) throw notFound(SUBJECT_MESSAGES.notFound);
            if (input.code !== current.code) throw ruleViolation(SUBJECT_MESSAGES.codeFixed);
            // Not under itself nor under one of its own sub-subjects.
            for (let id: number | null = parentId; id !== null; id = byId.get(id)?.parentId ?? null)
              if (id === current.id) throw ruleViolation(SUBJECT_MESSAGES.parentCycle);
            if (depthOf(byId, parentId) + heightOf(rows, current.id) > SUBJECT_MAX_DEPTH)
              throw ruleViolation(SUBJECT_MESSAGES.tooDeep);
            await tx
              .update(subjects)
              .set({ ...values, updateBy: actor.loginName, updateTime: new Date() })
              .where(eq(subjects.id, current.id));
            subjectId = current.id;
          }
          await this.mirror(tx, actor);
          return { subjectId };
        }),
      (constraint) => (constraint === 'subjects_code_key' ? codeTaken() : undefined),
    );
    await this.dictionaries.refresh();
    return result;
  }

  async remove(actor: Actor, subjectId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(subjects).where(eq(subjects.id, subjectId)).for('update');
      if (!row) throw notFound(SUBJECT_MESSAGES.notFound);
      const children = await tx.$count(subjects, eq(subjects.parentId, subjectId));
      if (children > 0) throw ruleViolation(SUBJECT_MESSAGES.hasChildren({ count: children }));
      const used = (await this.usage(tx, row.code)).get(row.code) ?? 0;
      if (used > 0) throw ruleViolation(SUBJECT_MESSAGES.inUse({ count: used }));
      await tx.delete(subjects).where(eq(subjects.id, subjectId));
      await this.mirror(tx, actor);
    });
    await this.dictionaries.refresh();
  }

  /** The tree in order: parents before children, siblings by their sort number. */
  private async all(db: DbOrTx): Promise<Row[]> {
    const rows = await db.select().from(subjects).orderBy(asc(subjects.sortNumber), asc(subjects.id));
    const kids = new Map<number | null, Row[]>();
    for (const r of rows) kids.set(r.parentId, [...(kids.get(r.parentId) ?? []), r]);
    const out: Row[] = [];
    const walk = (parentId: number | null) => {
      for (const r of kids.get(parentId) ?? []) {
        out.push(r);
        walk(r.id);
      }
    };
    walk(null);
    return out;
  }

  /** The dictionary's items become the tree's subjects, depth first. */
  private async mirror(tx: DbOrTx, actor: Actor): Promise<void> {
    const rows = await this.all(tx);
    await this.dictionaries.mirrorItems(
      DISCIPLINE_DICT,
      rows.map((r, i) => ({ code: r.code, value: r.name, valueI18n: r.nameI18n, sortNumber: i + 1 })),
      actor.loginName,
      tx,
    );
  }

  /** How many experts (live or recycled), declarations and review groups store each code. */
  private async usage(db: DbOrTx = this.db, code?: string): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const table of [experts, declarations, reviewGroups]) {
      const rows = await db
        .select({ code: table.discipline, count: sql<number>`count(*)`.mapWith(Number) })
        .from(table)
        .where(code === undefined ? undefined : eq(table.discipline, code))
        .groupBy(table.discipline);
      for (const r of rows) if (r.code) counts.set(r.code, (counts.get(r.code) ?? 0) + r.count);
    }
    return counts;
  }
}

/** Levels from the top down to `parentId` (0 for the top level). */
function depthOf(byId: Map<number, Row>, parentId: number | null): number {
  let depth = 0;
  for (let id = parentId; id !== null; id = byId.get(id)?.parentId ?? null) depth++;
  return depth;
}

/** Levels of the subtree under and including `id`. */
function heightOf(rows: Row[], id: number): number {
  const children = rows.filter((r) => r.parentId === id);
  return 1 + Math.max(0, ...children.map((c) => heightOf(rows, c.id)));
}
