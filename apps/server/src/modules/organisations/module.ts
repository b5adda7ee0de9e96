import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { UserService } from '../users/service';
import { OrganisationDeclarerService } from './declarers';
import { OrganisationGrantService } from './grants';
import { OrganisationMemberService } from './members';
import { OrganisationRecycleService } from './recycle';
import { organisationRoutes } from './routes';
import { OrganisationService } from './service';

/** The organisation tree: units and departments, members, admins, grants, declaring users. */
export const organisationsModule = defineModule({
  name: 'organisations',
  build: ({ db }: Platform, { users }: { users: { users: UserService } }) => {
    const organisations = new OrganisationService(db);
    return {
      services: {
        organisations,
        organisationRecycle: new OrganisationRecycleService(db, organisations),
        organisationMembers: new OrganisationMemberService(db, organisations, users.users),
        organisationGrants: new OrganisationGrantService(db, organisations),
        organisationDeclarers: new OrganisationDeclarerService(db, organisations, users.users),
      },
    };
  },
  routes: organisationRoutes,
});

export type OrganisationsServices = {
  organisations: OrganisationService;
  organisationRecycle: OrganisationRecycleService;
  organisationMembers: OrganisationMemberService;
  organisationGrants: OrganisationGrantService;
  organisationDeclarers: OrganisationDeclarerService;
};
