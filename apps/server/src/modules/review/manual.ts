import { CONFLICT_TYPE_NAMES, type GroupAssignments, REVIEW_MESSAGES as M } from '@awards/shared/review';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  declarations,
  experts,
  reviewAssignments,
  reviewConflicts,
  reviewGroupDeclarations,
  reviewGroupExperts,
} from '../../db/schema';
import { notFound, ruleViolation } from '../../platform/errors';
import type { DeclarationsApi, SignedInUser } from '../declarations/public';
import { asStaff } from '../declarations/public';
import { keywordsOf, matchOf, organisationKey } from './assignment/match';
import { refreshAutomaticConflicts } from './conflicts';
import {
  expertsFor,
  REVIEWABLE_STATUSES,
  readEdition,
  readGroup,
  readSettings,
  requireEditable,
} from './repository';

/**
 * Adding an expert to a declaration by hand, and the group's current assignments that
 * staff add to and remove from (docs/domain.md "Manual add"). The same rules as a run:
 * a group member, no confirmed conflict (automatic ones refreshed first), within the
 * maximum load, one expert per organisation on a declaration.
 */
export class ManualAssignmentService {
  constructor(
    private readonly db: Db,
    private readonly lifecycle: DeclarationsApi,
  ) {}

  /** The group's declarations (those it can review) with their experts, by declaration id. */
  async list(groupId: number): Promise<GroupAssignments[]> {
    const group = await readGroup(this.db, groupId);
    const settings = await readSettings(this.db, await readEdition(this.db, group.editionId));
    const decls = await this.db
      .select({ id: declarations.id, name: declarations.projectName, awardId: declarations.awardId })
      .from(reviewGroupDeclarations)
      .innerJoin(declarations, eq(declarations.id, reviewGroupDeclarations.declarationId))
      .where(
        and(
          eq(reviewGroupDeclarations.groupId, groupId),
          inArray(declarations.status, [...REVIEWABLE_STATUSES]),
        ),
      )
      .orderBy(asc(declarations.id));
    const pairs = decls.length
      ? await this.db
          .select({
            declarationId: reviewAssignments.declarationId,
            expertId: experts.id,
            expertName: experts.expertName,
            organisation: experts.organisation,
            match: reviewAssignments.match,
            runId: reviewAssignments.runId,
          })
          .from(reviewAssignments)
          .innerJoin(experts, eq(experts.id, reviewAssignments.expertId))
          .where(
            inArray(
              reviewAssignments.declarationId,
              decls.map((d) => d.id),
            ),
          )
          .orderBy(asc(experts.id))
      : [];
    return decls.map((d) => ({
      declarationId: d.id,
      projectName: d.name,
      expertsWanted: expertsFor(settings, d.awardId),
      experts: pairs
        .filter((p) => p.declarationId === d.id)
        .map((p) => ({
          expertId: p.expertId,
          expertName: p.expertName,
          organisation: p.organisation,
          match: p.match,
          manual: p.runId === null,
        })),
    }));
  }

  /** One expert onto one declaration, outside any run (`runId` null); each refusal names what stands in the way. */
  async add(
    user: SignedInUser,
    declarationId: number,
    expertId: number,
  ): Promise<{ declarationId: number; expertId: number; match: number }> {
    return this.db.transaction(async (tx) => {
      const [decl] = await tx
        .select({
          id: declarations.id,
          name: declarations.projectName,
          status: declarations.status,
          discipline: declarations.discipline,
          keyData: declarations.keyData,
          groupId: reviewGroupDeclarations.groupId,
        })
        .from(declarations)
        .leftJoin(reviewGroupDeclarations, eq(reviewGroupDeclarations.declarationId, declarations.id))
        .where(eq(declarations.id, declarationId));
      if (!decl) throw notFound(M.declarationIdRequired);
      const [expert] = await tx.select().from(experts).where(eq(experts.id, expertId));
      if (!expert) throw notFound(M.expertIdRequired);
      if (decl.groupId === null) throw ruleViolation(M.notPlaced({ name: decl.name }));
      const group = await readGroup(tx, decl.groupId, true);
      const edition = await readEdition(tx, group.editionId, true);
      // As apply: the first expert starts the declaration's review, which the edition's status allows only here.
      requireEditable(edition, ['reviewing']);
      const settings = await readSettings(tx, edition);
      const names = { expert: expert.expertName, name: decl.name };

      const [member] = await tx
        .select({ role: reviewGroupExperts.role })
        .from(reviewGroupExperts)
        .where(and(eq(reviewGroupExperts.groupId, group.id), eq(reviewGroupExperts.expertId, expertId)));
      if (!member)
        throw ruleViolation(M.expertNotInGroup({ expert: expert.expertName, group: group.groupName }));
      if (expert.blacklisted) throw ruleViolation(M.blacklisted({ names: expert.expertName }));

      const assigned = await tx
        .select({ expertId: experts.id, name: experts.expertName, organisation: experts.organisation })
        .from(reviewAssignments)
        .innerJoin(experts, eq(experts.id, reviewAssignments.expertId))
        .where(eq(reviewAssignments.declarationId, declarationId));
      if (assigned.some((a) => a.expertId === expertId)) throw ruleViolation(M.alreadyAssigned(names));

      // The automatic conflicts are refreshed for this expert against the group's declarations first.
      const groupDecls = await tx
        .select({ id: reviewGroupDeclarations.declarationId })
        .from(reviewGroupDeclarations)
        .where(eq(reviewGroupDeclarations.groupId, group.id));
      await refreshAutomaticConflicts(
        tx,
        group.editionId,
        [expertId],
        groupDecls.map((d) => d.id),
        user.loginName,
      );
      const [conflict] = await tx
        .select({ type: reviewConflicts.conflictType })
        .from(reviewConflicts)
        .where(
          and(
            eq(reviewConflicts.expertId, expertId),
            eq(reviewConflicts.declarationId, declarationId),
            eq(reviewConflicts.status, 'confirmed'),
          ),
        )
        .orderBy(asc(reviewConflicts.id))
        .limit(1);
      if (conflict)
        throw ruleViolation(M.pairConflicted({ ...names, type: CONFLICT_TYPE_NAMES[conflict.type] }));

      const [load] = await tx
        .select({ n: count() })
        .from(reviewAssignments)
        .where(
          and(eq(reviewAssignments.expertId, expertId), eq(reviewAssignments.editionId, group.editionId)),
        );
      const current = Number(load?.n ?? 0);
      if (current >= settings.maxLoad)
        throw ruleViolation(
          M.overMaxLoad({ expert: expert.expertName, load: current, max: settings.maxLoad }),
        );

      const org = organisationKey(expert.organisation);
      const same = org ? assigned.find((a) => organisationKey(a.organisation) === org) : undefined;
      if (same)
        throw ruleViolation(
          M.sameOrganisationAssigned({
            name: decl.name,
            other: same.name,
            organisation: expert.organisation,
          }),
        );

      // The match a run would have given the pair, for the console and the draw record's figures.
      const { match } = matchOf(
        {
          id: decl.id,
          name: decl.name,
          discipline: decl.discipline,
          keywords: keywordsOf(decl.keyData.keywords ?? decl.keyData.关键词),
          need: 1,
        },
        {
          id: expert.id,
          name: expert.expertName,
          organisation: org,
          discipline: expert.discipline,
          keywords: keywordsOf(expert.keywords),
          minLoad: 0,
          maxLoad: settings.maxLoad,
        },
      );
      await tx.insert(reviewAssignments).values({
        editionId: group.editionId,
        groupId: group.id,
        declarationId,
        expertId,
        runId: null,
        match,
        createBy: user.loginName,
      });
      if (decl.status !== 'expert_review')
        await this.lifecycle.move(asStaff(user), declarationId, 'start_review', null, { tx });
      return { declarationId, expertId, match };
    });
  }
}
