import type { RoleDataScope } from '@awards/shared/roles';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema';
import type { AuthChanges } from '../../platform/auth/auth-cache';
import { assertMayManageRole, assertScopeAllowed, type Person } from '../../platform/auth/grant-policy';
import { assertLiveOrganisations, replaceScopeOrgs, scopeOrgIds } from './scope-orgs';
import type { RoleService } from './service';

type Actor = Person & { loginName: string };

/**
 * Which rows a role's holders see (spec 001 §7 "Roles": data scope): the scope
 * and its custom organisations. A change of scope is a change of rights, held to
 * the grant rule (docs/security.md "Granting roles").
 */
export class RoleDataScopeService {
  constructor(
    private readonly db: Db,
    private readonly roles: RoleService,
    private readonly auth: Pick<AuthChanges, 'scopesChanged'>,
  ) {}

  async get(roleId: number): Promise<RoleDataScope> {
    const role = await this.roles.requireRole(roleId);
    return {
      roleId,
      dataScope: role.dataScope as RoleDataScope['dataScope'],
      organIds: await scopeOrgIds(this.db, roleId),
    };
  }

  async bind(actor: Actor, input: RoleDataScope): Promise<RoleDataScope> {
    const current = await this.roles.requireRole(input.roleId);
    await assertLiveOrganisations(this.db, undefined, input.organIds);
    await this.db.transaction(async (tx) => {
      await assertMayManageRole(tx, actor, input.roleId, { rights: true });
      await assertScopeAllowed(tx, actor, current, input);
      await tx
        .update(roles)
        .set({ dataScope: input.dataScope, updateBy: actor.loginName, updateTime: new Date() })
        .where(eq(roles.id, input.roleId));
      await replaceScopeOrgs(tx, input.roleId, input.dataScope, input.organIds);
    });
    // Committed: every instance forgets the scopes it holds, the role's holders' among them.
    await this.auth.scopesChanged();
    return this.get(input.roleId);
  }
}
