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
  build: ({ db }: Platform, { users, menus }: { users: UsersApi; menus: MenusApi }) => {
    const organisations = new OrganisationService(db);
    const organisationGrants = new OrganisationGrantService(db, organisations, menus);
    const api: OrganisationsApi = organisationGrants;
    return {
      services: {
        organisations,
        organisationEdits: new OrganisationEditService(db, organisations),
        organisationRecycle: new OrganisationRecycleService(db, organisations),
        organisationMembers: new OrganisationMemberService(db, organisations, users),
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
