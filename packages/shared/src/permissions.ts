/**
 * Every permission code the server checks, by family (spec 001 §6). A code is the
 * `buttonPerms` of exactly one menu button; roles are granted buttons, and a route
 * that declares a code answers 403 to a user whose roles lack it.
 */
type Codes<F extends string, A extends readonly string[]> = { [K in A[number] as `${F}_${K}`]: `${F}_${K}` };

function family<const F extends string, const A extends readonly string[]>(
  prefix: F,
  actions: A,
): Codes<F, A> {
  return Object.fromEntries(actions.map((a) => [`${prefix}_${a}`, `${prefix}_${a}`])) as Codes<F, A>;
}

const CRUD = ['ADD', 'EDIT', 'DEL', 'VIEW'] as const;

export const PERM = {
  ...family('USER', [...CRUD, 'FREEZE', 'PASSWORD', 'RECYCLE', 'EXPORT', 'IMPORT']),
  ...family('DEPART', [...CRUD, 'ADDSUB', 'SORT', 'RECYCLE', 'USER', 'MENU']),
  ...family('POST', [...CRUD, 'BATCHDEL', 'ENABLE', 'USER']),
  ...family('MENU', [...CRUD, 'ADDSUB', 'BATCHDEL', 'SORT']),
  ...family('ROLE', [...CRUD, 'USER', 'MENU']),
  ...family('DICT', [...CRUD, 'SORT']),
  ...family('DICTITEM', [...CRUD, 'BATCHDEL']),
  ...family('LAYOUT', CRUD),
  ...family('THEME', [...CRUD, 'ENABLE']),
  ...family('APP', [...CRUD, 'BATCHDEL']),
  ...family('REGION', ['VIEW', 'EDIT']),
  ...family('ICON', CRUD),
  // The maintained list of banks and branch banks (the experts' honoraria accounts).
  ...family('BANK', CRUD),
  ...family('BANKBRANCH', [...CRUD, 'IMPORT']),
  // The discipline tree (学科), which feeds the discipline dictionary.
  ...family('SUBJECT', CRUD),
  // The registry of the areas messages and notices name in busType (read-only).
  ...family('BUSMODULE', ['VIEW']),
  // Named sets of regions or organisations, which data rules and statistics may name.
  ...family('DATAGROUP', CRUD),
  // Per-table enhance scripts: display hints the portal computes in a worker (never the server).
  ...family('ENHANCE', ['VIEW', 'EDIT']),
  // The project settings page: the sign-in page's texts, the filing links, the display zone.
  ...family('PROJECT', ['VIEW', 'EDIT']),
  ...family('MSGTEM', [...CRUD, 'BATCHDEL', 'SEND']),
  ...family('MSG', ['SEND', 'VIEW', 'DEL']),
  ...family('NOTICE', [...CRUD, 'BATCHDEL', 'ISSUE', 'REPEAL']),
  ...family('SMS', ['VIEW', 'DEL']),
  ...family('LOG', ['VIEW', 'EXPORT']),
  ...family('LOGINLOG', ['VIEW', 'EXPORT']),
  ...family('SQL', ['VIEW', 'RESET']),
  ...family('QUARTZ', [...CRUD, 'START', 'EFECT']),
  ...family('SERVER', ['VIEW']),
  ...family('ONLINE', ['VIEW', 'KICK']),
  ...family('PRIZE', [...CRUD, 'ENABLE']),
  ...family('EDITION', [...CRUD, 'STATUS']),
  ...family('EXPERT', [...CRUD, 'AUDIT', 'BLACKLIST', 'RECYCLE', 'PUSH', 'EXPORT', 'VIEW_SENSITIVE']),
  ...family('REGISTER', ['VIEW', 'AUDIT']),
  ...family('GROUP', CRUD),
  ...family('DECLARE', [...CRUD, 'REVOKE', 'EXPORT', 'EXAMINE']),
  ...family('REVIEW', ['VIEW', 'ASSIGN', 'REOPEN', 'CLOSE', 'REMIND']),
  ...family('MEETING', ['VIEW', 'ADD', 'EDIT', 'VOTE']),
  ...family('RESULT', ['VIEW', 'CONFIRM', 'REOPEN']),
  ...family('PUBLICITY', ['VIEW', 'PUBLISH', 'UNPUBLISH']),
  ...family('OBJECTION', ['VIEW', 'SCREEN', 'HANDLE', 'AWARD', 'CARRY']),
  ...family('STAT', ['VIEW', 'EXPORT']),
} as const;

export type PermissionCode = (typeof PERM)[keyof typeof PERM];

export const ALL_PERMISSION_CODES = Object.values(PERM) as PermissionCode[];

/** Role codes the seed creates. BUSI_AUDIT is named by the specification. */
export const ROLE = {
  admin: 'SYS_ADMIN',
  audit: 'BUSI_AUDIT',
  readonly: 'READ_ONLY',
} as const;

/** Where a BUSI_AUDIT user lands instead of the home page (spec 000 §2). */
export const EXAMINATION_PATH = '/declare/examination';
export const HOME_PATH = '/_dashboard/Monitor';

/**
 * The code each page needs to show anything: the one its list (or first) call declares on
 * the server, keyed by the page's registry key (a menu's `component`). A menu leading to a
 * page whose code the user lacks is left out of the user's menu tree (issue 14 item 8): a
 * menu granted without the code would open on 拒绝访问 over an empty table. Keyed by the
 * page rather than stored on the menu row, so a menu an administrator adds for the same page
 * follows the same rule. Pages not listed (home, account) need only a signed-in user.
 */
export const PAGE_PERMISSIONS: Readonly<Record<string, PermissionCode>> = {
  'awards/AwardListPage': PERM.PRIZE_VIEW,
  'editions/EditionListPage': PERM.EDITION_VIEW,
  'experts/ExpertListPage': PERM.EXPERT_VIEW,
  'experts/ExpertAuditPage': PERM.EXPERT_AUDIT,
  'registration/RegisterAuditPage': PERM.REGISTER_VIEW,
  'review-groups/ReviewGroupListPage': PERM.GROUP_VIEW,
  'declarations/DeclarationListPage': PERM.DECLARE_VIEW,
  'examination/ExaminationPage': PERM.DECLARE_EXAMINE,
  'review/ReviewPage': PERM.REVIEW_VIEW,
  'meeting/MeetingPage': PERM.MEETING_VIEW,
  'results/ResultListPage': PERM.RESULT_VIEW,
  'publicity/PublicityListPage': PERM.PUBLICITY_VIEW,
  'objections/ObjectionListPage': PERM.OBJECTION_VIEW,
  'statistics/StatisticsPage': PERM.STAT_VIEW,
  'organisations/OrganisationPage': PERM.DEPART_VIEW,
  'users/UserListPage': PERM.USER_VIEW,
  'posts/PostListPage': PERM.POST_VIEW,
  'menus/MenuListPage': PERM.MENU_VIEW,
  'roles/RoleListPage': PERM.ROLE_VIEW,
  'dictionaries/DictionaryPage': PERM.DICT_VIEW,
  'layouts/LayoutListPage': PERM.LAYOUT_VIEW,
  'themes/ThemeListPage': PERM.THEME_VIEW,
  'apps/AppListPage': PERM.APP_VIEW,
  'regions/RegionPage': PERM.REGION_VIEW,
  'icons/IconListPage': PERM.ICON_VIEW,
  'banks/BankPage': PERM.BANK_VIEW,
  'subjects/SubjectPage': PERM.SUBJECT_VIEW,
  'business-modules/BusinessModulePage': PERM.BUSMODULE_VIEW,
  'data-groups/DataGroupPage': PERM.DATAGROUP_VIEW,
  'enhance-scripts/EnhanceScriptPage': PERM.ENHANCE_VIEW,
  'project/ProjectSettingsPage': PERM.PROJECT_VIEW,
  'templates/TemplateListPage': PERM.MSGTEM_VIEW,
  'messages/MessageCenterPage': PERM.MSG_VIEW,
  'notices/NoticeListPage': PERM.NOTICE_VIEW,
  'sms/SmsLogPage': PERM.SMS_VIEW,
  'logs/AccessLogPage': PERM.LOG_VIEW,
  'logs/LoginLogPage': PERM.LOGINLOG_VIEW,
  'sql-monitor/SqlMonitorPage': PERM.SQL_VIEW,
  'jobs/JobListPage': PERM.QUARTZ_VIEW,
  'server-monitor/ServerMonitorPage': PERM.SERVER_VIEW,
  'online/OnlineUserPage': PERM.ONLINE_VIEW,
};

/** Whether a user holding `codes` may open the page a menu's `component` names. */
export function mayOpenPage(component: string | null, codes: ReadonlySet<string>): boolean {
  const needed = component ? PAGE_PERMISSIONS[component] : undefined;
  return needed === undefined || codes.has(needed);
}
