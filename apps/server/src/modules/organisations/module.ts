import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { MenusApi } from '../menus/public';
import type { UsersApi } from '../users/public';
import { OrganisationDeclarerService } from './declarers';
import { OrganisationEditService } from './edits';
import { OrganisationGrantService } from './grants';
import { organisationMemberRoutes } from './member-routes';
import { OrganisationMemberService } from './members';
import type { OrganisationsApi } from './public';
import { OrganisationRecycleService } from './recycle';
import { organisationRoutes } from './routes';
import { OrganisationService } from './service';

/** The organisation tree: units and departments, members, admins, grants, declaring users. */
export const organisationsModule = defineModule({
  name: 'organisations',
  build: ({ db, sessions }: Platform, { users, menus }: { users: UsersApi; menus: MenusApi }) => {
    const organisations = new OrganisationService(db, sessions);
    const organisationGrants = new OrganisationGrantService(db, organisations, menus, sessions);
    const api: OrganisationsApi = organisationGrants;
    return {
      services: {
        organisations,
        organisationEdits: new OrganisationEditService(db, organisations, sessions),
        organisationRecycle: new OrganisationRecycleService(db, organisations, sessions),
        organisationMembers: new OrganisationMemberService(db, organisations, users, sessions),
        organisationGrants,
        organisationDeclarers: new OrganisationDeclarerService(organisations, users),
      },
      api,
    };
  },
  routes: (app, services) => {
    organisationRoutes(app, services);
    organisationMemberRoutes(app, services);
  },
});

export type OrganisationsServices = {
  organisations: OrganisationService;
  organisationEdits: OrganisationEditService;
  organisationRecycle: OrganisationRecycleService;
  organisationMembers: OrganisationMemberService;
  organisationGrants: OrganisationGrantService;
  organisationDeclarers: OrganisationDeclarerService;
};
