import type { FlowStage } from '@awards/shared/awards';
import type { DeclarationAction, DeclarationActor } from '@awards/shared/declarations';
import { FUNNEL_STAGE_OF_STATUS } from '@awards/shared/statistics';
import type { DbOrTx } from '../../db/client';
import { declarationAudits, declarationCompleters, declarations } from '../../db/schema';
import {
  DISCIPLINES,
  type EditionRow,
  fitToFlow,
  NAMES,
  OPINIONS,
  SUBJECTS,
  TOPICS,
  timesOf,
  walk,
} from './demo-data';

/**
 * One demo declaration along a path of the transition table (checked step by step by `walk`),
 * with its completers and its audit trail dated inside the edition's windows (demo.ts,
 * demo-finished.ts).
 */
export type Declarer = { loginName: string; realname: string; id: number } | null;
export type Recommending = { id: number; organName: string; user: Declarer } | null;

export async function seedOne(
  tx: DbOrTx,
  edition: EditionRow,
  n: number,
  unit: { id: number; regionCode: string | null; organName: string },
  target: { awardId: number; level: number; flow: readonly FlowStage[] },
  path: DeclarationAction[],
  declarer: Declarer,
  recommender: Recommending,
  now: Date,
  extra: {
    projectName?: string;
    discipline?: string;
    keywords?: string;
    coUnit?: string;
    recommendUnit?: string;
    summary?: string;
    /** The completers' names in order (else two to five demo names). */
    completers?: string[];
  } = {},
) {
  const fitted = fitToFlow(path, target.flow);
  const steps = walk(fitted, target.flow);
  const times = timesOf(edition, fitted, n, now);
  const status = steps.at(-1)?.to ?? 'draft';
  const submitAt = [...fitted.keys()].filter((i) => fitted[i] === 'submit' || fitted[i] === 'resubmit').pop();
  const [row] = await tx
    .insert(declarations)
    .values({
      editionId: edition.id,
      awardId: target.awardId,
      gradeLevel: target.level,
      projectName:
        extra.projectName ?? `${TOPICS[n % TOPICS.length]}${SUBJECTS[(n * 3) % SUBJECTS.length]}（${n + 1}）`,
      unitId: unit.id,
      recommendUnit:
        recommender?.organName ?? extra.recommendUnit ?? `${unit.organName.slice(0, 2)}省科学技术协会`,
      recommendUnitId: recommender?.id ?? null,
      discipline: extra.discipline ?? DISCIPLINES[n % DISCIPLINES.length],
      regionCode: unit.regionCode,
      summary:
        extra.summary ??
        '项目围绕行业关键共性技术难题，形成了具有自主知识产权的成套技术，并在多家单位推广应用。',
      keyData: {
        授权发明专利: 3 + (n % 9),
        近三年新增产值万元: 1200 + n * 37,
        // The name a declarer types on the form; the assignment reads it (or `keywords`) as the keywords.
        ...(extra.keywords ? { 关键词: extra.keywords } : {}),
      },
      status,
      // As the lifecycle keeps them with each move (record.ts): the furthest stage, ever returned.
      reachedStage: Math.max(0, ...steps.map((step) => FUNNEL_STAGE_OF_STATUS[step.to])),
      returned: fitted.includes('return'),
      submittedAt: submitAt === undefined ? null : times[submitAt + 1]!,
      createBy: declarer?.loginName ?? 'admin',
      createTime: times[0]!,
      updateTime: times.at(-1)!,
    })
    .returning({ id: declarations.id });
  const declarationId = row!.id;
  const names =
    extra.completers ?? Array.from({ length: 2 + (n % 4) }, (_, i) => NAMES[(n + i) % NAMES.length]!);
  await tx.insert(declarationCompleters).values(
    names.map((name, i) => ({
      declarationId,
      name,
      unit: i === 1 && extra.coUnit ? extra.coUnit : unit.organName,
      contribution: i === 0 ? '项目总体负责' : '关键技术研发',
      sortNumber: i + 1,
    })),
  );
  const who = (wanted: DeclarationActor) => {
    // A unit without its own user is acted for by staff (the declarer's paper, the recommending letter).
    const actorKind: DeclarationActor =
      (wanted === 'declarer' && !declarer) || (wanted === 'recommender' && !recommender?.user)
        ? 'staff'
        : wanted;
    if (actorKind === 'recommender' && recommender?.user)
      return {
        actorKind,
        actor: recommender.user.loginName,
        actorName: recommender.user.realname,
        actorUserId: recommender.user.id,
      };
    if (actorKind === 'declarer' && declarer)
      return { actorKind, actor: declarer.loginName, actorName: declarer.realname, actorUserId: declarer.id };
    if (actorKind === 'examiner')
      return { actorKind, actor: 'auditor', actorName: '王丽娟', actorUserId: null };
    return { actorKind, actor: 'admin', actorName: '系统管理员', actorUserId: null };
  };
  await tx.insert(declarationAudits).values([
    {
      declarationId,
      action: 'create' as const,
      fromStatus: null,
      toStatus: 'draft' as const,
      ...who('declarer'),
      createTime: times[0]!,
    },
    ...steps.map((s, i) => ({
      declarationId,
      action: s.action,
      fromStatus: s.from,
      toStatus: s.to,
      opinion: OPINIONS[s.action] ?? null,
      ...who(s.kind),
      createTime: times[i + 1]!,
    })),
  ]);
}
