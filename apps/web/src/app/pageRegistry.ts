import { lazyPage, type PageComponent } from './lazyPage';

/**
 * Menu `component` keys ('<feature>/<PageName>', see apps/server/src/db/seed/menus.ts)
 * mapped to their pages. A menu whose key is missing here shows the placeholder page,
 * so adding a page is one line:
 *   'users/UserListPage': lazyPage(() => import('../features/users/pages/UserListPage'), 'UserListPage'),
 * The keys are data: seeded into the menus table and kept in menus administrators made, so
 * a key never changes when its page moves. Two keys name another folder than their page's
 * (src/architecture/boundaries.test.ts checks there is no other): 'layouts/LayoutListPage',
 * the theme layouts page, which lives with the themes it belongs to, as on the server; and
 * 'review-groups/ReviewGroupListPage', the review groups, served by the server's review module.
 */
export const PAGE_REGISTRY: Readonly<Record<string, PageComponent>> = {
  'users/UserListPage': lazyPage(() => import('../features/users/pages/UserListPage'), 'UserListPage'),
  'roles/RoleListPage': lazyPage(() => import('../features/roles/pages/RoleListPage'), 'RoleListPage'),
  'organisations/OrganisationPage': lazyPage(
    () => import('../features/organisations/pages/OrganisationPage'),
    'OrganisationPage',
  ),
  'posts/PostListPage': lazyPage(() => import('../features/posts/pages/PostListPage'), 'PostListPage'),
  // The home page: its antd components are in the stylesheet's first part (vite.plugins.ts);
  // opened first, its calls start before the shell's first render.
  'dashboard/MonitorPage': lazyPage(() => import('../features/dashboard/pages/MonitorPage'), 'MonitorPage', {
    antdFirstSheet: true,
    calls: 'startMonitorPageCalls',
  }),
  'account/CenterPage': lazyPage(() => import('../features/account/pages/CenterPage'), 'CenterPage'),
  'account/SettingsPage': lazyPage(() => import('../features/account/pages/SettingsPage'), 'SettingsPage'),
  'menus/MenuListPage': lazyPage(() => import('../features/menus/pages/MenuListPage'), 'MenuListPage'),
  'apps/AppListPage': lazyPage(() => import('../features/apps/pages/AppListPage'), 'AppListPage'),
  'dictionaries/DictionaryPage': lazyPage(
    () => import('../features/dictionaries/pages/DictionaryPage'),
    'DictionaryPage',
  ),
  'regions/RegionPage': lazyPage(() => import('../features/regions/pages/RegionPage'), 'RegionPage'),
  'icons/IconListPage': lazyPage(() => import('../features/icons/pages/IconListPage'), 'IconListPage'),
  'banks/BankPage': lazyPage(() => import('../features/banks/pages/BankPage'), 'BankPage'),
  'subjects/SubjectPage': lazyPage(() => import('../features/subjects/pages/SubjectPage'), 'SubjectPage'),
  'business-modules/BusinessModulePage': lazyPage(
    () => import('../features/business-modules/pages/BusinessModulePage'),
    'BusinessModulePage',
  ),
  'enhance-scripts/EnhanceScriptPage': lazyPage(
    () => import('../features/enhance-scripts/pages/EnhanceScriptPage'),
    'EnhanceScriptPage',
  ),
  'data-groups/DataGroupPage': lazyPage(
    () => import('../features/data-groups/pages/DataGroupPage'),
    'DataGroupPage',
  ),
  'project/ProjectSettingsPage': lazyPage(
    () => import('../features/project/pages/ProjectSettingsPage'),
    'ProjectSettingsPage',
  ),
  'themes/ThemeListPage': lazyPage(() => import('../features/themes/pages/ThemeListPage'), 'ThemeListPage'),
  'layouts/LayoutListPage': lazyPage(
    () => import('../features/themes/pages/LayoutListPage'),
    'LayoutListPage',
  ),
  'notices/NoticeListPage': lazyPage(
    () => import('../features/notices/pages/NoticeListPage'),
    'NoticeListPage',
  ),
  'account/UserMessagePage': lazyPage(
    () => import('../features/account/pages/UserMessagePage'),
    'UserMessagePage',
  ),
  'sms/SmsLogPage': lazyPage(() => import('../features/sms/pages/SmsLogPage'), 'SmsLogPage'),
  'logs/AccessLogPage': lazyPage(() => import('../features/logs/pages/AccessLogPage'), 'AccessLogPage'),
  'logs/LoginLogPage': lazyPage(() => import('../features/logs/pages/LoginLogPage'), 'LoginLogPage'),
  'sql-monitor/SqlMonitorPage': lazyPage(
    () => import('../features/sql-monitor/pages/SqlMonitorPage'),
    'SqlMonitorPage',
  ),
  'jobs/JobListPage': lazyPage(() => import('../features/jobs/pages/JobListPage'), 'JobListPage'),
  'server-monitor/ServerMonitorPage': lazyPage(
    () => import('../features/server-monitor/pages/ServerMonitorPage'),
    'ServerMonitorPage',
  ),
  'online/OnlineUserPage': lazyPage(
    () => import('../features/online/pages/OnlineUserPage'),
    'OnlineUserPage',
  ),
  'dashboard/AnalysisPage': lazyPage(
    () => import('../features/dashboard/pages/AnalysisPage'),
    'AnalysisPage',
  ),
  'dashboard/WorkplacePage': lazyPage(
    () => import('../features/dashboard/pages/WorkplacePage'),
    'WorkplacePage',
  ),
  'templates/TemplateListPage': lazyPage(
    () => import('../features/templates/pages/TemplateListPage'),
    'TemplateListPage',
  ),
  'messages/MessageCenterPage': lazyPage(
    () => import('../features/messages/pages/MessageCenterPage'),
    'MessageCenterPage',
  ),
  'awards/AwardListPage': lazyPage(() => import('../features/awards/pages/AwardListPage'), 'AwardListPage'),
  'editions/EditionListPage': lazyPage(
    () => import('../features/editions/pages/EditionListPage'),
    'EditionListPage',
  ),
  'experts/ExpertListPage': lazyPage(
    () => import('../features/experts/pages/ExpertListPage'),
    'ExpertListPage',
  ),
  'experts/ExpertAuditPage': lazyPage(
    () => import('../features/experts/pages/ExpertAuditPage'),
    'ExpertAuditPage',
  ),
  'registration/RegisterAuditPage': lazyPage(
    () => import('../features/registration/pages/RegisterAuditPage'),
    'RegisterAuditPage',
  ),
  'declarations/DeclarationListPage': lazyPage(
    () => import('../features/declarations/pages/DeclarationListPage'),
    'DeclarationListPage',
  ),
  'examination/ExaminationPage': lazyPage(
    () => import('../features/examination/pages/ExaminationPage'),
    'ExaminationPage',
  ),
  'statistics/StatisticsPage': lazyPage(
    () => import('../features/statistics/pages/StatisticsPage'),
    'StatisticsPage',
  ),
  'review/ReviewPage': lazyPage(() => import('../features/review/pages/ReviewPage'), 'ReviewPage'),
  'publicity/PublicityListPage': lazyPage(
    () => import('../features/publicity/pages/PublicityListPage'),
    'PublicityListPage',
  ),
  'objections/ObjectionListPage': lazyPage(
    () => import('../features/objections/pages/ObjectionListPage'),
    'ObjectionListPage',
  ),
  'meeting/MeetingPage': lazyPage(() => import('../features/meeting/pages/MeetingPage'), 'MeetingPage'),
  'results/ResultListPage': lazyPage(
    () => import('../features/results/pages/ResultListPage'),
    'ResultListPage',
  ),
  'review-groups/ReviewGroupListPage': lazyPage(
    () => import('../features/review/pages/ReviewGroupListPage'),
    'ReviewGroupListPage',
  ),
};

/** Parents whose page is only their children (spec 000 §2 'children'). */
export const ROUTE_VIEW = 'layouts/RouteView';

export function registeredPage(component: string | null | undefined): PageComponent | null {
  return (component && PAGE_REGISTRY[component]) || null;
}
