import type { DeclarationDetail, DeclarationStatus, DeclarationView } from '@awards/shared/declarations';
import type { Locale } from '@awards/shared/i18n';
import type { Page } from '@awards/shared/paging';
import {
  RECOMMENDER_STATUSES,
  type RecommendationsQuery,
  type RecommenderFilter,
} from '@awards/shared/recommender';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../platform/auth/sessions';
import { asRecommender, type DeclarationsApi } from '../declarations/public';
import type { RecommendationNotifier } from './notify';

type User = Pick<SessionUser, 'userId' | 'loginName' | 'realname' | 'userType' | 'orgId'>;

/** The statuses each filter of the list keeps (none: everything the unit sees). */
const FILTER_STATUSES: Record<RecommenderFilter, readonly DeclarationStatus[]> = {
  waiting: ['passed'],
  recommended: RECOMMENDER_STATUSES.filter((s) => s !== 'passed' && s !== 'not_recommended'),
  not_recommended: ['not_recommended'],
};

/**
 * The recommending units' calls (docs/site.md "Recommending units"): a client user of type
 * recommender reads the declarations naming their organisation as recommending unit, once
 * past the formal examination, and recommends or declines each. Anyone else is 403
 * (asRecommender); a declaration the unit does not see is 404 (the lifecycle's visibility
 * rule); the transition table decides the rest (505: status, flow, window).
 */
export class RecommenderService {
  constructor(
    private readonly declarations: DeclarationsApi,
    private readonly db: Db,
    private readonly notifier: RecommendationNotifier,
  ) {}

  page(user: User, query: RecommendationsQuery, locale?: Locale): Promise<Page<DeclarationView>> {
    const { filter, ...paging } = query;
    return this.declarations.page(asRecommender(user, locale), {
      ...paging,
      statuses: filter ? FILTER_STATUSES[filter] : RECOMMENDER_STATUSES,
      // Waiting ones first come in the order they passed; the rest newest first.
      order: filter === 'waiting' ? 'submission' : 'newest',
    });
  }

  /** The declaration with its completers, attachments and trail. */
  detail(user: User, declarationId: number, locale?: Locale): Promise<DeclarationDetail> {
    return this.declarations.readDetail(asRecommender(user, locale), declarationId);
  }

  /** The print view staff and the declaring unit print (the same page). */
  formHtml(user: User, declarationId: number, locale?: Locale): Promise<string> {
    return this.declarations.formHtml(asRecommender(user, locale), declarationId);
  }

  recommend(user: User, declarationId: number, opinion: string, locale?: Locale): Promise<DeclarationDetail> {
    return this.decide(user, declarationId, 'recommend', opinion, locale);
  }

  decline(user: User, declarationId: number, opinion: string, locale?: Locale): Promise<DeclarationDetail> {
    return this.decide(user, declarationId, 'decline', opinion, locale);
  }

  /** One move of the lifecycle, then (after the commit) the declaring unit is told. */
  private async decide(
    user: User,
    declarationId: number,
    action: 'recommend' | 'decline',
    opinion: string,
    locale?: Locale,
  ): Promise<DeclarationDetail> {
    const recommender = asRecommender(user, locale);
    const { moved, detail } = await this.db.transaction(async (tx) => {
      const moved = await this.declarations.move(recommender, declarationId, action, opinion, { tx });
      return { moved, detail: await this.declarations.readDetail(recommender, declarationId, tx) };
    });
    await this.notifier.tell(user, { ...moved, action, opinion });
    return detail;
  }
}
