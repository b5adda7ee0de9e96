import {
  ORGAN_MESSAGES,
  type OrganDeclareUserAdd,
  type OrganDeclareUserUpdate,
} from '@awards/shared/organisations';
import type { UserDetail } from '@awards/shared/users';
import type { SessionUser } from '../../platform/auth/sessions';
import { ruleViolation } from '../../platform/errors';
import type { UsersApi } from '../users/public';
import type { OrganisationService } from './service';

type Actor = Pick<SessionUser, 'userId' | 'orgId' | 'loginName' | 'sessionId'>;

/**
 * The declarers of a declaring unit (spec 001 §7 "unit/declare users add/update"):
 * client users of type declarer placed in an organisation of type unit. The users
 * area's rules (uniqueness, scope, password, sessions) apply unchanged.
 */
export class OrganisationDeclarerService {
  constructor(
    private readonly organisations: OrganisationService,
    private readonly users: UsersApi,
  ) {}

  async add(actor: Actor, input: OrganDeclareUserAdd): Promise<UserDetail> {
    const { organId, ...user } = input;
    await this.requireUnit(actor, organId);
    return this.users.add(actor, { ...user, orgId: organId, userType: 'declarer' });
  }

  /** Only a declarer of this unit; the organisation and the type stay as they are. */
  async update(actor: Actor, input: OrganDeclareUserUpdate): Promise<UserDetail> {
    const { organId, ...user } = input;
    await this.requireUnit(actor, organId);
    const [current] = await this.users.requireVisible(actor, [user.userId]);
    if (current!.orgId !== organId || current!.userType !== 'declarer') {
      throw ruleViolation(ORGAN_MESSAGES.notDeclarer);
    }
    return this.users.update(actor, user);
  }

  private async requireUnit(actor: Actor, organId: number) {
    const org = await this.organisations.requireLive(actor, organId);
    if (org.organType !== 'unit') throw ruleViolation(ORGAN_MESSAGES.notUnit);
    return org;
  }
}
