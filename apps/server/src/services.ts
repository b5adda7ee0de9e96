import path from 'node:path';
import { AccountService } from './modules/account/service';
import { AppService } from './modules/apps/service';
import { attemptLimitsOf } from './modules/auth/attempts';
import { CaptchaService } from './modules/auth/captcha';
import { AuthService } from './modules/auth/service';
import { DashboardService } from './modules/dashboard/service';
import { declarationServices } from './modules/declarations/declaration-services';
import { attachDictItemCache, DictItemCache } from './modules/dictionaries/cache';
import { DictionaryService } from './modules/dictionaries/service';
import { DuplicateCheckService } from './modules/duplicate-check/service';
import { awardsServices } from './modules/editions/awards-services';
import { expertServices } from './modules/experts/expert-services';
import { FileService } from './modules/files/service';
import { HomeService } from './modules/home/service';
import { IconService } from './modules/icons/service';
import { accessLogRuleList } from './modules/logs/data-rules';
import { LogService } from './modules/logs/service';
import { MenuButtonService } from './modules/menus/button-service';
import { DataRuleService } from './modules/menus/rule-service';
import { MenuService } from './modules/menus/service';
import { messagingServices } from './modules/messages/messaging-services';
import { monitoringServices } from './modules/metrics/monitoring-services';
import { OrganisationDeclarerService } from './modules/organisations/declarers';
import { OrganisationGrantService } from './modules/organisations/grants';
import { OrganisationMemberService } from './modules/organisations/members';
import { OrganisationRecycleService } from './modules/organisations/recycle';
import { OrganisationService } from './modules/organisations/service';
import { PickerService } from './modules/pickers/service';
import { PostMemberService } from './modules/posts/members';
import { PostService } from './modules/posts/service';
import { PreferenceService } from './modules/preferences/service';
import { ProfileService } from './modules/profile/service';
import { RegionService } from './modules/regions/service';
import { RoleDataRuleService } from './modules/roles/data-rules';
import { RoleMemberService } from './modules/roles/members';
import { RolePermissionService } from './modules/roles/permissions';
import { RoleService } from './modules/roles/service';
import { LayoutService } from './modules/themes/layout-service';
import { ThemeService } from './modules/themes/service';
import { UserExportService } from './modules/users/export';
import { UserImportService } from './modules/users/import';
import { UserRecycleService } from './modules/users/recycle';
import { UserService } from './modules/users/service';
import { type DataRuleLog, DataRules } from './platform/data-rules';
import type { AppDeps } from './platform/deps';
import { LocalDiskFileStore } from './platform/files/local-disk';
import { createInvalidationBus, type InvalidationLog } from './platform/invalidation-redis';
import { type PushHub, silentPushHub } from './platform/push/hub';

/** Every module's service, built once per application on the same dependencies. */
export function createServices(
  { database, config, sessions }: AppDeps,
  logger: ServicesLog = silentLog,
  push: PushHub = silentPushHub,
) {
  const { db } = database;
  const admin = adminCatalogueServices(db, logger, config.REDIS_URL);
  const captchas = new CaptchaService(db);
  const auth = new AuthService(db, config, sessions, captchas);
  const messaging = messagingServices(db, config, push, auth, logger);
  return {
    push,
    captchas,
    auth,
    home: new HomeService(db, auth),
    account: new AccountService(db, sessions, config.PASSWORD_TRANSPORT_KEY, attemptLimitsOf(config)),
    logs: new LogService(db, admin.dataRules),
    // Log export, scheduled tasks, SQL/server monitors, online users, dashboards, /metrics.
    ...monitoringServices({ database, config, sessions }, push, admin.dataRules, schedulerLog(logger)),
    ...adminServices(db, sessions),
    ...accountAreaServices(db, config.DATA_DIR, auth),
    // Notices, messages, templates, channels, SMS log and phone sign-in (docs/messaging-decisions.md).
    ...messaging,
    ...admin,
    // Awards and editions (docs/domain.md).
    ...awardsServices(db),
    // The expert pool and the declarers' registration audit, told through the message centre.
    ...expertServices(db, messaging.messageCentre, (error) =>
      logger.warn({ err: error }, 'decision message failed'),
    ),
    // Declarations, their formal examination and the declarer API; decisions told by message.
    ...declarationServices(db, messaging.messageCentre, (error) =>
      logger.warn({ err: error }, 'examination message failed'),
    ),
  };
}

/** Files, home figures, profile and drawer preferences (docs/account-decisions.md). */
function accountAreaServices(db: AppDeps['database']['db'], dataDir: string, auth: AuthService) {
  const fileStore = new LocalDiskFileStore(db, path.join(dataDir, 'files'));
  return {
    fileStore,
    files: new FileService(fileStore),
    dashboard: new DashboardService(db),
    profile: new ProfileService(db, auth, fileStore),
    preferences: new PreferenceService(db),
  };
}

/** Users, roles, organisations, posts and the duplicate check (docs/admin-decisions.md). */
function adminServices(db: AppDeps['database']['db'], sessions: AppDeps['sessions']) {
  const users = new UserService(db, sessions);
  const roles = new RoleService(db);
  const organisations = new OrganisationService(db);
  const posts = new PostService(db);
  return {
    users,
    userRecycle: new UserRecycleService(db),
    userExport: new UserExportService(db),
    userImport: new UserImportService(db),
    roles,
    roleMembers: new RoleMemberService(db, roles, users),
    rolePermissions: new RolePermissionService(db, roles),
    roleDataRules: new RoleDataRuleService(db, roles),
    organisations,
    organisationRecycle: new OrganisationRecycleService(db, organisations),
    organisationMembers: new OrganisationMemberService(db, organisations, users),
    organisationGrants: new OrganisationGrantService(db, organisations),
    organisationDeclarers: new OrganisationDeclarerService(db, organisations, users),
    posts,
    postMembers: new PostMemberService(db, posts, users),
    duplicateCheck: new DuplicateCheckService(db),
  };
}

export type Services = ReturnType<typeof createServices>;

/** What the services log through (the application's logger). */
type ServicesLog = DataRuleLog & InvalidationLog;

const silentLog: ServicesLog = { warn: () => {}, info: () => {} };

/**
 * Menus, apps, dictionaries, regions, icons, themes and pickers (docs/admin-catalogue-decisions.md).
 * The invalidation bus is in-process, or Redis pub/sub when REDIS_URL is set (several instances).
 */
function adminCatalogueServices(db: AppDeps['database']['db'], logger: ServicesLog, redisUrl?: string) {
  const invalidation = createInvalidationBus(redisUrl, logger);
  const dictItemCache = new DictItemCache(db, invalidation);
  // allDictItems(db), used by the sign-in, reads through the same cache.
  attachDictItemCache(db, dictItemCache);
  const dictionaries = new DictionaryService(db, dictItemCache, invalidation);
  // Every list that honours data rules is declared here with its column whitelist.
  const dataRules = new DataRules(db, [accessLogRuleList], logger);
  return {
    invalidation,
    dataRules,
    dictionaries,
    menus: new MenuService(db),
    menuButtons: new MenuButtonService(db),
    menuDataRules: new DataRuleService(db, dataRules),
    apps: new AppService(db),
    regions: new RegionService(db),
    icons: new IconService(db),
    themes: new ThemeService(db, dictionaries),
    layouts: new LayoutService(db),
    pickers: new PickerService(db),
  };
}

/** The scheduler logs through the same logger, which may lack an error level (tests). */
function schedulerLog(logger: DataRuleLog) {
  const withError = logger as DataRuleLog & { error?: DataRuleLog['warn'] };
  return {
    warn: (details: object, message: string) => logger.warn(details, message),
    error: (details: object, message: string) =>
      (withError.error ?? logger.warn).call(logger, details, message),
  };
}
