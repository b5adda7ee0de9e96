import type {
  DeclarationContent,
  DeclarationDetail,
  DeclarationUpdate,
  DeclarationView,
} from '@awards/shared/declarations';
import type { MyDeclarationsQuery, OpenEditionView } from '@awards/shared/declarer';
import type { Locale } from '@awards/shared/i18n';
import type { Page } from '@awards/shared/paging';
import type { RecommendUnitOption } from '@awards/shared/recommender';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../platform/auth/sessions';
import { asDeclarer, type DeclarationsApi } from '../declarations/public';
import { openEditions } from './open-editions';

type User = Pick<SessionUser, 'userId' | 'loginName' | 'realname' | 'userType' | 'orgId'>;

/**
 * The declarer API (issue 7 item 6): a client user of type declarer acts on the
 * declarations of their own unit (their organisation) only. Anyone else is 403
 * (asDeclarer); another unit's declaration is 404, as if it did not exist (the
 * lifecycle's visibility rule). The rules are the declaration lifecycle's. `locale` is the
 * caller's language, in which the answers name the codes (discipline, region).
 */
export class DeclarerService {
  constructor(
    private readonly declarations: DeclarationsApi,
    private readonly db: Db,
  ) {}

  /** The editions open for declaration with their awards and grades (declarers only). */
  openEditions(user: User): Promise<OpenEditionView[]> {
    asDeclarer(user);
    return openEditions(this.db);
  }

  /** The recommending units a declaration may name (declarers only). */
  recommendUnits(user: User): Promise<RecommendUnitOption[]> {
    asDeclarer(user);
    return this.declarations.recommendUnits();
  }

  page(user: User, query: MyDeclarationsQuery, locale?: Locale): Promise<Page<DeclarationView>> {
    return this.declarations.page(asDeclarer(user, locale), query);
  }

  /** Status, content and the trail with every opinion. */
  detail(user: User, declarationId: number, locale?: Locale): Promise<DeclarationDetail> {
    return this.declarations.readDetail(asDeclarer(user, locale), declarationId);
  }

  add(user: User, input: DeclarationContent, locale?: Locale): Promise<DeclarationDetail> {
    const declarer = asDeclarer(user, locale);
    return this.declarations.add(declarer, { ...input, unitId: declarer.unitId });
  }

  update(user: User, input: DeclarationUpdate, locale?: Locale): Promise<DeclarationDetail> {
    return this.declarations.update(asDeclarer(user, locale), input);
  }

  remove(user: User, declarationId: number): Promise<{ count: number }> {
    return this.declarations.remove(asDeclarer(user), declarationId);
  }

  submit(user: User, declarationId: number, locale?: Locale): Promise<DeclarationDetail> {
    return this.declarations.submit(asDeclarer(user, locale), declarationId);
  }

  /** The print view staff print (the same page), for one of the unit's declarations. */
  formHtml(user: User, declarationId: number, locale?: Locale): Promise<string> {
    return this.declarations.formHtml(asDeclarer(user, locale), declarationId);
  }

  withdraw(user: User, declarationId: number, reason: string, locale?: Locale): Promise<DeclarationDetail> {
    return this.declarations.withdraw(asDeclarer(user, locale), declarationId, reason);
  }
}
