import {
  type GroupAdd,
  type GroupRole,
  type GroupUpdate,
  type GroupView,
  REVIEW_MESSAGES as M,
} from '@awards/shared/review';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  declarations,
  editionAwards,
  editionExperts,
  experts,
  reviewAssignments,
  reviewGroupDeclarations,
  reviewGroupExperts,
  reviewGroups,
} from '../../db/schema';
import { onUniqueViolation } from '../../platform/db-errors';
import { conflict, ruleViolation } from '../../platform/errors';
import { REVIEWABLE_STATUSES, readEdition, readGroup, requireEditable } from './repository';

/** Review groups: members from the edition's pool, declarations placed by award and discipline. */
export class GroupService {
  constructor(private readonly db: Db) {}

  async list(editionId: number): Promise<GroupView[]> {
    await readEdition(this.db, editionId);
    const groups = await this.db
      .select()
      .from(reviewGroups)
      .where(eq(reviewGroups.editionId, editionId))
      .orderBy(asc(reviewGroups.sortNumber), asc(reviewGroups.id));
    const ids = groups.map((g) => g.id);
    const members = ids.length
      ? await this.db
          .select({
            groupId: reviewGroupExperts.groupId,
            expertId: experts.id,
            expertName: experts.expertName,
            organisation: experts.organisation,
            discipline: experts.discipline,
            role: reviewGroupExperts.role,
          })
          .from(reviewGroupExperts)
          .innerJoin(experts, eq(experts.id, reviewGroupExperts.expertId))
          .where(inArray(reviewGroupExperts.groupId, ids))
          .orderBy(asc(reviewGroupExperts.id))
      : [];
    const counts = ids.length
      ? await this.db
          .select({ groupId: reviewGroupDeclarations.groupId, n: count() })
          .from(reviewGroupDeclarations)
          .where(inArray(reviewGroupDeclarations.groupId, ids))
          .groupBy(reviewGroupDeclarations.groupId)
      : [];
    return groups.map((g) => ({
      groupId: g.id,
      editionId: g.editionId,
      groupName: g.groupName,
      awardId: g.awardId,
      discipline: g.discipline,
      sortNumber: g.sortNumber,
      members: members.filter((m) => m.groupId === g.id).map(({ groupId: _, ...m }) => m),
      declarationCount: counts.find((c) => c.groupId === g.id)?.n ?? 0,
    }));
  }

  async add(loginName: string, input: GroupAdd): Promise<GroupView> {
    const groupId = await this.unique(async (tx) => {
      const edition = await readEdition(tx, input.editionId, true);
      requireEditable(edition);
      const [row] = await tx
        .insert(reviewGroups)
        .values({
          editionId: edition.id,
          groupName: input.groupName,
          awardId: input.awardId ?? null,
          discipline: input.discipline ?? null,
          sortNumber: input.sortNumber ?? 0,
          createBy: loginName,
        })
        .returning({ id: reviewGroups.id });
      await this.saveMembers(tx, edition.id, row!.id, input.members ?? []);
      return row!.id;
    });
    return this.view(groupId);
  }

  async update(loginName: string, input: GroupUpdate): Promise<GroupView> {
    await this.unique(async (tx) => {
      const group = await readGroup(tx, input.groupId, true);
      requireEditable(await readEdition(tx, group.editionId, true));
      const { groupId, members, ...fields } = input;
      if (Object.keys(fields).length)
        await tx
          .update(reviewGroups)
          .set({ ...fields, updateBy: loginName, updateTime: new Date() })
          .where(eq(reviewGroups.id, groupId));
      if (members) await this.saveMembers(tx, group.editionId, groupId, members);
    });
    return this.view(input.groupId);
  }

  /** Refused while the group has assignments (they carry the reviews). */
  async remove(groupId: number): Promise<{ count: number }> {
    return this.db.transaction(async (tx) => {
      const group = await readGroup(tx, groupId, true);
      requireEditable(await readEdition(tx, group.editionId, true));
      const [used] = await tx
        .select({ n: count() })
        .from(reviewAssignments)
        .where(eq(reviewAssignments.groupId, groupId));
      if (used!.n > 0) throw ruleViolation(M.groupHasAssignments);
      await tx.delete(reviewGroups).where(eq(reviewGroups.id, groupId));
      return { count: 1 };
    });
  }

  /**
   * Places every reviewable declaration of the edition not pinned by hand in the first
   * group (sort order) whose award and discipline match where set; unmatched ones stay out.
   */
  async place(editionId: number): Promise<{ placed: number; unplaced: number }> {
    return this.db.transaction(async (tx) => {
      requireEditable(await readEdition(tx, editionId, true));
      const groups = await tx
        .select()
        .from(reviewGroups)
        .where(eq(reviewGroups.editionId, editionId))
        .orderBy(asc(reviewGroups.sortNumber), asc(reviewGroups.id));
      const rows = await tx
        .select({
          id: declarations.id,
          awardId: declarations.awardId,
          discipline: declarations.discipline,
          pinned: reviewGroupDeclarations.pinned,
        })
        .from(declarations)
        .leftJoin(reviewGroupDeclarations, eq(reviewGroupDeclarations.declarationId, declarations.id))
        .where(
          and(eq(declarations.editionId, editionId), inArray(declarations.status, [...REVIEWABLE_STATUSES])),
        );
      // The award's flow decides: an award without expert review goes straight to the meeting.
      const reviewed = new Set(
        (
          await tx
            .select({ awardId: editionAwards.awardId, flow: editionAwards.flow })
            .from(editionAwards)
            .where(eq(editionAwards.editionId, editionId))
        )
          .filter((a) => a.flow.includes('expert_review'))
          .map((a) => a.awardId),
      );
      let placed = 0;
      let unplaced = 0;
      for (const d of rows) {
        if (d.pinned || !reviewed.has(d.awardId)) continue;
        const group = groups.find(
          (g) =>
            (g.awardId === null || g.awardId === d.awardId) &&
            (!g.discipline || g.discipline === d.discipline),
        );
        if (!group) {
          unplaced += 1;
          continue;
        }
        placed += 1;
        await tx
          .insert(reviewGroupDeclarations)
          .values({ declarationId: d.id, groupId: group.id })
          .onConflictDoUpdate({ target: reviewGroupDeclarations.declarationId, set: { groupId: group.id } });
      }
      return { placed, unplaced };
    });
  }

  /** Moves declarations into a group by hand: pinned, a later `place` leaves them there. */
  async move(groupId: number, declarationIds: number[]): Promise<{ count: number }> {
    return this.db.transaction(async (tx) => {
      const group = await readGroup(tx, groupId, true);
      requireEditable(await readEdition(tx, group.editionId, true));
      const rows = await tx
        .select({
          id: declarations.id,
          name: declarations.projectName,
          status: declarations.status,
          editionId: declarations.editionId,
        })
        .from(declarations)
        .where(inArray(declarations.id, declarationIds));
      for (const id of declarationIds) {
        const d = rows.find((r) => r.id === id);
        if (
          !d ||
          d.editionId !== group.editionId ||
          !(REVIEWABLE_STATUSES as readonly string[]).includes(d.status)
        )
          throw ruleViolation(
            M.declarationNotReviewable({ name: d?.name ?? String(id), status: d?.status ?? '-' }),
          );
      }
      for (const id of declarationIds)
        await tx
          .insert(reviewGroupDeclarations)
          .values({ declarationId: id, groupId, pinned: true })
          .onConflictDoUpdate({
            target: reviewGroupDeclarations.declarationId,
            set: { groupId, pinned: true },
          });
      return { count: declarationIds.length };
    });
  }

  /** A transaction whose only unique constraint is the group's name in its edition: a taken name is a 409. */
  private unique<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return onUniqueViolation(
      () => this.db.transaction(fn),
      () => conflict(M.groupNameTaken),
    );
  }

  private async view(groupId: number): Promise<GroupView> {
    const group = await readGroup(this.db, groupId);
    return (await this.list(group.editionId)).find((g) => g.groupId === groupId)!;
  }

  /** Replaces the members: in the edition's pool, not blacklisted, in no other group, one leader. */
  private async saveMembers(
    tx: DbOrTx,
    editionId: number,
    groupId: number,
    members: { expertId: number; role: GroupRole }[],
  ) {
    if (members.filter((m) => m.role === 'leader').length > 1) throw ruleViolation(M.oneLeader);
    const ids = [...new Set(members.map((m) => m.expertId))];
    if (ids.length) {
      const found = await tx
        .select({
          id: experts.id,
          name: experts.expertName,
          blacklisted: experts.blacklisted,
          inPool: editionExperts.id,
        })
        .from(experts)
        .leftJoin(
          editionExperts,
          and(eq(editionExperts.expertId, experts.id), eq(editionExperts.editionId, editionId)),
        )
        .where(inArray(experts.id, ids));
      const outside = ids.filter((id) => !found.find((f) => f.id === id)?.inPool);
      if (outside.length)
        throw ruleViolation(
          M.notInPool({ names: outside.map((id) => found.find((f) => f.id === id)?.name ?? id).join('、') }),
        );
      const black = found.filter((f) => f.blacklisted);
      if (black.length) throw ruleViolation(M.blacklisted({ names: black.map((f) => f.name).join('、') }));
      const elsewhere = await tx
        .select({ name: experts.expertName })
        .from(reviewGroupExperts)
        .innerJoin(experts, eq(experts.id, reviewGroupExperts.expertId))
        .where(
          and(
            eq(reviewGroupExperts.editionId, editionId),
            ne(reviewGroupExperts.groupId, groupId),
            inArray(reviewGroupExperts.expertId, ids),
          ),
        );
      if (elsewhere.length)
        throw ruleViolation(M.inOtherGroup({ names: elsewhere.map((e) => e.name).join('、') }));
    }
    await tx.delete(reviewGroupExperts).where(eq(reviewGroupExperts.groupId, groupId));
    const unique = ids.map((id) => members.find((m) => m.expertId === id)!);
    if (unique.length)
      await tx
        .insert(reviewGroupExperts)
        .values(unique.map((m) => ({ groupId, editionId, expertId: m.expertId, role: m.role })));
  }
}
