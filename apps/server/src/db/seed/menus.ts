import { EXAMINATION_PATH, HOME_PATH, PERM, type PermissionCode } from '@awards/shared/permissions';
import type { Translation } from '@awards/shared/translations';

/**
 * The portal's whole menu tree, the source of the routes the web builds after
 * sign-in. `name` is the route name and the upsert key: renaming one creates a
 * new menu (the old row stays for an administrator to remove), so keep names stable.
 * Every permission code is the buttonPerms of exactly one button here (menus.test.ts).
 */

export interface SeedButton {
  buttonCode: string;
  buttonPerms: PermissionCode;
  name: string;
  sortNum: number;
}

export interface SeedMenu {
  name: string;
  menuName: string;
  /**
   * The title in zh_TW and en_GB, both required for a seeded menu: written on insert,
   * and at start into a row still titled menuName that has no translation yet.
   */
  menuNameI18n: Required<Translation>;
  menuUrl: string;
  /** Leaf pages: a key of apps/web/src/app/pageRegistry.ts ('<feature>/<PageName>'); parents: 'layouts/RouteView'. */
  component: string;
  menuIcon: string;
  menuSort: number;
  hidden?: boolean;
  alwaysShow?: boolean;
  keepalive?: boolean;
  /** '1' routable (default), '0' skipped by the portal's router. */
  route?: '0' | '1';
  buttons?: readonly SeedButton[];
  children?: readonly SeedMenu[];
}

export const PORTAL_APP = {
  appCode: 'portal',
  appName: '奖励申报系统后台',
  appShortName: '申报后台',
  appIcon: 'TrophyOutlined',
  visitUrl: '/',
  sortNumber: 1,
} as const;

export const ROUTE_VIEW = 'layouts/RouteView';

type ActionOf<C> = C extends `${infer _Family}_${infer Action}` ? Action : never;

/** The Chinese label of each action suffix; the Record type makes a new suffix fail to compile here. */
const ACTION_NAMES: Record<ActionOf<PermissionCode>, string> = {
  ADD: '新增',
  EDIT: '编辑',
  DEL: '删除',
  VIEW: '查看',
  FREEZE: '冻结/解冻',
  PASSWORD: '重置密码',
  RECYCLE: '回收站',
  EXPORT: '导出',
  IMPORT: '导入',
  ADDSUB: '添加下级',
  SORT: '排序',
  BATCHDEL: '批量删除',
  ENABLE: '启用/停用',
  USER: '关联用户',
  MENU: '授权菜单',
  SEND: '发送',
  ISSUE: '发布',
  REPEAL: '撤销',
  START: '启动/停止',
  EFECT: '立即执行',
  KICK: '强制下线',
  STATUS: '状态流转',
  AUDIT: '审核',
  BLACKLIST: '黑名单',
  PUSH: '推送',
  VIEW_SENSITIVE: '查看敏感信息',
  REVOKE: '撤回',
  EXAMINE: '形式审查',
  ASSIGN: '分配专家',
  REOPEN: '重开评分',
  CLOSE: '结束评审',
  REMIND: '提醒专家',
  CONFIRM: '确认结果',
  PUBLISH: '发布公示',
  UNPUBLISH: '撤销公示',
  SCREEN: '受理审查',
  HANDLE: '调查核实',
  AWARD: '公示期满授奖',
  CARRY: '缓评转入下一届',
  RESET: '重置统计',
  VOTE: '代录纸质票',
};

/** A code, or [code, label override, buttonCode override]. */
type ButtonSpec = PermissionCode | readonly [PermissionCode, string?, string?];

/** Buttons in display order; buttonCode is the action suffix in lower case ('add', 'view_sensitive'). */
function buttons(...specs: ButtonSpec[]): SeedButton[] {
  return specs.map((spec, index) => {
    const [code, label, buttonCode] = typeof spec === 'string' ? [spec] : spec;
    const action = code.slice(code.indexOf('_') + 1) as ActionOf<PermissionCode>;
    return {
      buttonCode: buttonCode ?? action.toLowerCase(),
      buttonPerms: code,
      name: label ?? ACTION_NAMES[action],
      sortNum: index + 1,
    };
  });
}

const dashboard: SeedMenu = {
  name: 'dashboard',
  menuName: '仪表盘',
  menuNameI18n: { zh_TW: '儀表板', en_GB: 'Dashboard' },
  menuUrl: '/_dashboard',
  component: ROUTE_VIEW,
  menuIcon: 'DashboardOutlined',
  menuSort: 1,
  children: [
    {
      name: 'dashboard-monitor',
      // The home page: the root route redirects here (spec 000 §2).
      menuName: '首页',
      menuNameI18n: { zh_TW: '首頁', en_GB: 'Home' },
      menuUrl: HOME_PATH,
      component: 'dashboard/MonitorPage',
      menuIcon: 'FundProjectionScreenOutlined',
      menuSort: 1,
    },
    {
      name: 'dashboard-analysis',
      menuName: '分析页',
      menuNameI18n: { zh_TW: '分析頁', en_GB: 'Analysis' },
      menuUrl: '/_dashboard/Analysis',
      component: 'dashboard/AnalysisPage',
      menuIcon: 'AreaChartOutlined',
      menuSort: 2,
    },
    {
      name: 'dashboard-workplace',
      menuName: '工作台',
      menuNameI18n: { zh_TW: '工作台', en_GB: 'Workplace' },
      menuUrl: '/_dashboard/Workplace',
      component: 'dashboard/WorkplacePage',
      menuIcon: 'DesktopOutlined',
      menuSort: 3,
    },
  ],
};

const awards: SeedMenu = {
  name: 'prize',
  menuName: '奖项管理',
  menuNameI18n: { zh_TW: '獎項管理', en_GB: 'Awards' },
  menuUrl: '/prize',
  component: 'awards/AwardListPage',
  menuIcon: 'TrophyOutlined',
  menuSort: 2,
  buttons: buttons(PERM.PRIZE_VIEW, PERM.PRIZE_ADD, PERM.PRIZE_EDIT, PERM.PRIZE_DEL, PERM.PRIZE_ENABLE),
};

const editions: SeedMenu = {
  name: 'edition',
  menuName: '届次管理',
  menuNameI18n: { zh_TW: '屆次管理', en_GB: 'Editions' },
  menuUrl: '/edition',
  component: 'editions/EditionListPage',
  menuIcon: 'CalendarOutlined',
  menuSort: 3,
  buttons: buttons(
    PERM.EDITION_VIEW,
    PERM.EDITION_ADD,
    PERM.EDITION_EDIT,
    PERM.EDITION_DEL,
    PERM.EDITION_STATUS,
  ),
};

const experts: SeedMenu = {
  name: 'expert',
  menuName: '专家管理',
  menuNameI18n: { zh_TW: '專家管理', en_GB: 'Experts' },
  menuUrl: '/expert',
  component: ROUTE_VIEW,
  menuIcon: 'SolutionOutlined',
  menuSort: 4,
  children: [
    {
      name: 'expert-pool',
      menuName: '专家库',
      menuNameI18n: { zh_TW: '專家庫', en_GB: 'Expert pool' },
      menuUrl: '/expert/pool',
      component: 'experts/ExpertListPage',
      menuIcon: 'TeamOutlined',
      menuSort: 1,
      buttons: buttons(
        PERM.EXPERT_VIEW,
        PERM.EXPERT_ADD,
        PERM.EXPERT_EDIT,
        PERM.EXPERT_DEL,
        [PERM.EXPERT_BLACKLIST, '加入/移出黑名单'],
        PERM.EXPERT_RECYCLE,
        [PERM.EXPERT_PUSH, '推送至届次'],
        PERM.EXPERT_EXPORT,
        PERM.EXPERT_VIEW_SENSITIVE,
      ),
    },
    {
      name: 'expert-audit',
      menuName: '专家注册审核',
      menuNameI18n: { zh_TW: '專家註冊審核', en_GB: 'Expert registrations' },
      menuUrl: '/expert/audit',
      component: 'experts/ExpertAuditPage',
      menuIcon: 'AuditOutlined',
      menuSort: 2,
      buttons: buttons([PERM.EXPERT_AUDIT, '注册审核']),
    },
  ],
};

const registration: SeedMenu = {
  name: 'register',
  menuName: '注册管理',
  menuNameI18n: { zh_TW: '註冊管理', en_GB: 'Registrations' },
  menuUrl: '/register',
  component: ROUTE_VIEW,
  menuIcon: 'UsergroupAddOutlined',
  menuSort: 5,
  // One child: show the group anyway, so the menu reads the same as its siblings.
  alwaysShow: true,
  children: [
    {
      name: 'register-audit',
      menuName: '申报单位注册审核',
      menuNameI18n: { zh_TW: '申報單位註冊審核', en_GB: 'Unit registrations' },
      menuUrl: '/register/audit',
      component: 'registration/RegisterAuditPage',
      menuIcon: 'SafetyCertificateOutlined',
      menuSort: 1,
      buttons: buttons(PERM.REGISTER_VIEW, [PERM.REGISTER_AUDIT, '注册审核']),
    },
  ],
};

const reviewGroups: SeedMenu = {
  name: 'group',
  menuName: '评审分组',
  menuNameI18n: { zh_TW: '評審分組', en_GB: 'Review groups' },
  menuUrl: '/group',
  component: 'review-groups/ReviewGroupListPage',
  menuIcon: 'ClusterOutlined',
  menuSort: 6,
  buttons: buttons(PERM.GROUP_VIEW, PERM.GROUP_ADD, PERM.GROUP_EDIT, PERM.GROUP_DEL),
};

const declarations: SeedMenu = {
  name: 'declare',
  menuName: '申报管理',
  menuNameI18n: { zh_TW: '申報管理', en_GB: 'Declarations' },
  menuUrl: '/declare',
  component: ROUTE_VIEW,
  menuIcon: 'FileTextOutlined',
  menuSort: 7,
  children: [
    {
      name: 'declare-list',
      menuName: '申报列表',
      menuNameI18n: { zh_TW: '申報列表', en_GB: 'Declaration list' },
      menuUrl: '/declare/list',
      component: 'declarations/DeclarationListPage',
      menuIcon: 'UnorderedListOutlined',
      menuSort: 1,
      buttons: buttons(
        PERM.DECLARE_VIEW,
        PERM.DECLARE_ADD,
        PERM.DECLARE_EDIT,
        PERM.DECLARE_DEL,
        PERM.DECLARE_REVOKE,
        PERM.DECLARE_EXPORT,
      ),
    },
    {
      name: 'declare-examination',
      menuName: '形式审查',
      menuNameI18n: { zh_TW: '形式審查', en_GB: 'Formal examination' },
      menuUrl: EXAMINATION_PATH,
      component: 'examination/ExaminationPage',
      menuIcon: 'FileProtectOutlined',
      menuSort: 2,
      buttons: buttons(PERM.DECLARE_EXAMINE),
    },
    {
      name: 'declare-review',
      menuName: '专家评审',
      menuNameI18n: { zh_TW: '專家評審', en_GB: 'Expert review' },
      menuUrl: '/declare/review',
      component: 'review/ReviewPage',
      menuIcon: 'FormOutlined',
      menuSort: 3,
      buttons: buttons(
        PERM.REVIEW_VIEW,
        PERM.REVIEW_ASSIGN,
        PERM.REVIEW_REOPEN,
        PERM.REVIEW_CLOSE,
        PERM.REVIEW_REMIND,
      ),
    },
    {
      name: 'declare-meeting',
      menuName: '会议评审',
      menuNameI18n: { zh_TW: '會議評審', en_GB: 'Meeting review' },
      menuUrl: '/declare/meeting',
      component: 'meeting/MeetingPage',
      menuIcon: 'TeamOutlined',
      menuSort: 4,
      buttons: buttons(
        PERM.MEETING_VIEW,
        [PERM.MEETING_ADD, '新建会议'],
        [PERM.MEETING_EDIT, '主持会议'],
        PERM.MEETING_VOTE,
      ),
    },
    {
      name: 'declare-results',
      menuName: '评审结果',
      menuNameI18n: { zh_TW: '評審結果', en_GB: 'Review results' },
      menuUrl: '/declare/results',
      component: 'results/ResultListPage',
      menuIcon: 'OrderedListOutlined',
      menuSort: 5,
      buttons: buttons(PERM.RESULT_VIEW, PERM.RESULT_CONFIRM, [PERM.RESULT_REOPEN, '重新开启结果']),
    },
  ],
};

const publicity: SeedMenu = {
  name: 'publicity',
  menuName: '公示管理',
  menuNameI18n: { zh_TW: '公示管理', en_GB: 'Publicity' },
  menuUrl: '/publicity',
  component: 'publicity/PublicityListPage',
  menuIcon: 'SoundOutlined',
  menuSort: 8,
  // Objections have their own codes (OBJECTION_*) on the menu beside this one.
  buttons: buttons(PERM.PUBLICITY_VIEW, PERM.PUBLICITY_PUBLISH, PERM.PUBLICITY_UNPUBLISH),
};

/**
 * 异议处理 (issue 17, objections module): its own menu beside 公示管理 (the publicity module's),
 * so that the two parts were built apart; `/publicity/objections` reads as a page under it.
 */
const objections: SeedMenu = {
  name: 'publicity-objections',
  menuName: '异议处理',
  menuNameI18n: { zh_TW: '異議處理', en_GB: 'Objections' },
  menuUrl: '/publicity/objections',
  component: 'objections/ObjectionListPage',
  menuIcon: 'AuditOutlined',
  menuSort: 9,
  buttons: buttons(
    PERM.OBJECTION_VIEW,
    PERM.OBJECTION_SCREEN,
    PERM.OBJECTION_HANDLE,
    PERM.OBJECTION_AWARD,
    PERM.OBJECTION_CARRY,
  ),
};

const statistics: SeedMenu = {
  name: 'statistics',
  menuName: '统计分析',
  menuNameI18n: { zh_TW: '統計分析', en_GB: 'Statistics' },
  menuUrl: '/statistics',
  component: 'statistics/StatisticsPage',
  menuIcon: 'BarChartOutlined',
  menuSort: 10,
  buttons: buttons(PERM.STAT_VIEW, PERM.STAT_EXPORT),
};

const system: SeedMenu = {
  name: 'system',
  menuName: '系统管理',
  menuNameI18n: { zh_TW: '系統管理', en_GB: 'System' },
  menuUrl: '/_system',
  component: ROUTE_VIEW,
  menuIcon: 'SettingOutlined',
  menuSort: 11,
  children: [
    {
      name: 'system-organisations',
      menuName: '组织机构',
      menuNameI18n: { zh_TW: '組織機構', en_GB: 'Organisations' },
      menuUrl: '/_system/organisations',
      component: 'organisations/OrganisationPage',
      menuIcon: 'ApartmentOutlined',
      menuSort: 1,
      buttons: buttons(
        PERM.DEPART_VIEW,
        PERM.DEPART_ADD,
        PERM.DEPART_ADDSUB,
        PERM.DEPART_EDIT,
        PERM.DEPART_DEL,
        PERM.DEPART_SORT,
        PERM.DEPART_RECYCLE,
        [PERM.DEPART_USER, '机构用户'],
        [PERM.DEPART_MENU, '机构权限'],
      ),
    },
    {
      name: 'system-users',
      menuName: '用户管理',
      menuNameI18n: { zh_TW: '使用者管理', en_GB: 'Users' },
      menuUrl: '/_system/users',
      component: 'users/UserListPage',
      menuIcon: 'UserOutlined',
      menuSort: 2,
      buttons: buttons(
        PERM.USER_VIEW,
        PERM.USER_ADD,
        PERM.USER_EDIT,
        PERM.USER_DEL,
        PERM.USER_FREEZE,
        PERM.USER_PASSWORD,
        PERM.USER_RECYCLE,
        PERM.USER_IMPORT,
        PERM.USER_EXPORT,
      ),
    },
    {
      name: 'system-posts',
      menuName: '岗位管理',
      menuNameI18n: { zh_TW: '職位管理', en_GB: 'Posts' },
      menuUrl: '/_system/posts',
      component: 'posts/PostListPage',
      menuIcon: 'IdcardOutlined',
      menuSort: 3,
      buttons: buttons(
        PERM.POST_VIEW,
        PERM.POST_ADD,
        PERM.POST_EDIT,
        PERM.POST_DEL,
        PERM.POST_BATCHDEL,
        PERM.POST_ENABLE,
        [PERM.POST_USER, '岗位用户'],
      ),
    },
    {
      name: 'system-menus',
      menuName: '菜单管理',
      menuNameI18n: { zh_TW: '選單管理', en_GB: 'Menus' },
      menuUrl: '/_system/menus',
      component: 'menus/MenuListPage',
      menuIcon: 'MenuOutlined',
      menuSort: 4,
      buttons: buttons(
        PERM.MENU_VIEW,
        PERM.MENU_ADD,
        PERM.MENU_ADDSUB,
        PERM.MENU_EDIT,
        PERM.MENU_DEL,
        PERM.MENU_BATCHDEL,
        PERM.MENU_SORT,
      ),
    },
    {
      name: 'system-roles',
      menuName: '角色管理',
      menuNameI18n: { zh_TW: '角色管理', en_GB: 'Roles' },
      menuUrl: '/_system/roles',
      component: 'roles/RoleListPage',
      menuIcon: 'TeamOutlined',
      menuSort: 5,
      buttons: buttons(
        PERM.ROLE_VIEW,
        PERM.ROLE_ADD,
        PERM.ROLE_EDIT,
        PERM.ROLE_DEL,
        [PERM.ROLE_USER, '角色用户'],
        [PERM.ROLE_MENU, '授权菜单与按钮'],
      ),
    },
    {
      name: 'system-dictionaries',
      menuName: '数据字典',
      menuNameI18n: { zh_TW: '資料字典', en_GB: 'Dictionaries' },
      menuUrl: '/_system/dictionaries',
      component: 'dictionaries/DictionaryPage',
      menuIcon: 'BookOutlined',
      menuSort: 6,
      // Dictionaries and their items share one page; item buttons get distinct buttonCodes.
      buttons: buttons(
        PERM.DICT_VIEW,
        PERM.DICT_ADD,
        PERM.DICT_EDIT,
        PERM.DICT_DEL,
        PERM.DICT_SORT,
        [PERM.DICTITEM_VIEW, '查看字典项', 'item_view'],
        [PERM.DICTITEM_ADD, '新增字典项', 'item_add'],
        [PERM.DICTITEM_EDIT, '编辑字典项', 'item_edit'],
        [PERM.DICTITEM_DEL, '删除字典项', 'item_del'],
        [PERM.DICTITEM_BATCHDEL, '批量删除字典项', 'item_batchdel'],
      ),
    },
    {
      name: 'system-layouts',
      menuName: '布局管理',
      menuNameI18n: { zh_TW: '版面管理', en_GB: 'Layouts' },
      menuUrl: '/_system/layouts',
      component: 'layouts/LayoutListPage',
      menuIcon: 'LayoutOutlined',
      menuSort: 7,
      buttons: buttons(PERM.LAYOUT_VIEW, PERM.LAYOUT_ADD, PERM.LAYOUT_EDIT, PERM.LAYOUT_DEL),
    },
    {
      name: 'system-themes',
      menuName: '主题设置',
      menuNameI18n: { zh_TW: '主題設定', en_GB: 'Themes' },
      menuUrl: '/_system/themes',
      component: 'themes/ThemeListPage',
      menuIcon: 'SkinOutlined',
      menuSort: 8,
      buttons: buttons(PERM.THEME_VIEW, PERM.THEME_ADD, PERM.THEME_EDIT, PERM.THEME_DEL, [
        PERM.THEME_ENABLE,
        '设为系统默认',
      ]),
    },
    {
      name: 'system-apps',
      menuName: '应用管理',
      menuNameI18n: { zh_TW: '應用程式管理', en_GB: 'Applications' },
      menuUrl: '/_system/apps',
      component: 'apps/AppListPage',
      menuIcon: 'AppstoreOutlined',
      menuSort: 9,
      buttons: buttons(PERM.APP_VIEW, PERM.APP_ADD, PERM.APP_EDIT, PERM.APP_DEL, PERM.APP_BATCHDEL),
    },
    {
      name: 'system-regions',
      menuName: '行政区划',
      menuNameI18n: { zh_TW: '行政區劃', en_GB: 'Regions' },
      menuUrl: '/_system/regions',
      component: 'regions/RegionPage',
      menuIcon: 'EnvironmentOutlined',
      menuSort: 10,
      buttons: buttons(PERM.REGION_VIEW, PERM.REGION_EDIT),
    },
    {
      name: 'system-icons',
      menuName: '图标管理',
      menuNameI18n: { zh_TW: '圖示管理', en_GB: 'Icons' },
      menuUrl: '/_system/icons',
      component: 'icons/IconListPage',
      menuIcon: 'SmileOutlined',
      menuSort: 11,
      buttons: buttons(PERM.ICON_VIEW, PERM.ICON_ADD, PERM.ICON_EDIT, PERM.ICON_DEL),
    },
    {
      // The sign-in page's texts in three languages, the filing links and the display zone.
      name: 'system-project',
      menuName: '项目设置',
      menuNameI18n: { zh_TW: '項目設置', en_GB: 'Project settings' },
      menuUrl: '/_system/project',
      component: 'project/ProjectSettingsPage',
      menuIcon: 'SettingOutlined',
      menuSort: 12,
      buttons: buttons(PERM.PROJECT_VIEW, PERM.PROJECT_EDIT),
    },
    {
      // Banks and their branches, which the experts' honoraria accounts choose from.
      name: 'system-banks',
      menuName: '银行管理',
      menuNameI18n: { zh_TW: '銀行管理', en_GB: 'Banks' },
      menuUrl: '/_system/banks',
      component: 'banks/BankPage',
      menuIcon: 'BankOutlined',
      menuSort: 13,
      buttons: buttons(
        PERM.BANK_VIEW,
        PERM.BANK_ADD,
        PERM.BANK_EDIT,
        PERM.BANK_DEL,
        [PERM.BANKBRANCH_VIEW, '查看支行', 'branch_view'],
        [PERM.BANKBRANCH_ADD, '新增支行', 'branch_add'],
        [PERM.BANKBRANCH_EDIT, '编辑支行', 'branch_edit'],
        [PERM.BANKBRANCH_DEL, '删除支行', 'branch_del'],
        [PERM.BANKBRANCH_IMPORT, '导入支行', 'branch_import'],
      ),
    },
    {
      // The discipline tree, which the discipline dictionary's items come from.
      name: 'system-subjects',
      menuName: '学科管理',
      menuNameI18n: { zh_TW: '學科管理', en_GB: 'Subjects' },
      menuUrl: '/_system/subjects',
      component: 'subjects/SubjectPage',
      menuIcon: 'ApartmentOutlined',
      menuSort: 14,
      buttons: buttons(PERM.SUBJECT_VIEW, PERM.SUBJECT_ADD, PERM.SUBJECT_EDIT, PERM.SUBJECT_DEL),
    },
    {
      // The registry of the areas messages and notices name (busType), read-only.
      name: 'system-business-modules',
      menuName: '业务模块',
      menuNameI18n: { zh_TW: '業務模組', en_GB: 'Business modules' },
      menuUrl: '/_system/business-modules',
      component: 'business-modules/BusinessModulePage',
      menuIcon: 'OrderedListOutlined',
      menuSort: 15,
      buttons: buttons(PERM.BUSMODULE_VIEW),
    },
    {
      // Named sets of regions or organisations that data rules and statistics name.
      name: 'system-data-groups',
      menuName: '数据分组',
      menuNameI18n: { zh_TW: '數據分組', en_GB: 'Data groups' },
      menuUrl: '/_system/data-groups',
      component: 'data-groups/DataGroupPage',
      menuIcon: 'ClusterOutlined',
      menuSort: 16,
      buttons: buttons(PERM.DATAGROUP_VIEW, PERM.DATAGROUP_ADD, PERM.DATAGROUP_EDIT, PERM.DATAGROUP_DEL),
    },
    {
      // Per-table enhance scripts (display hints run in the browser, never on the server).
      name: 'system-enhance-scripts',
      menuName: '增强脚本',
      menuNameI18n: { zh_TW: '增強腳本', en_GB: 'Enhance scripts' },
      menuUrl: '/_system/enhance-scripts',
      component: 'enhance-scripts/EnhanceScriptPage',
      menuIcon: 'FormOutlined',
      menuSort: 17,
      buttons: buttons(PERM.ENHANCE_VIEW, PERM.ENHANCE_EDIT),
    },
  ],
};

const message: SeedMenu = {
  name: 'message',
  menuName: '消息管理',
  menuNameI18n: { zh_TW: '訊息管理', en_GB: 'Messages' },
  menuUrl: '/_message',
  component: ROUTE_VIEW,
  menuIcon: 'MessageOutlined',
  menuSort: 12,
  children: [
    {
      name: 'message-templates',
      menuName: '消息模板',
      menuNameI18n: { zh_TW: '訊息範本', en_GB: 'Templates' },
      menuUrl: '/_message/templates',
      component: 'templates/TemplateListPage',
      menuIcon: 'ProfileOutlined',
      menuSort: 1,
      buttons: buttons(
        PERM.MSGTEM_VIEW,
        PERM.MSGTEM_ADD,
        PERM.MSGTEM_EDIT,
        PERM.MSGTEM_DEL,
        PERM.MSGTEM_BATCHDEL,
        [PERM.MSGTEM_SEND, '发送消息'],
      ),
    },
    {
      name: 'message-center',
      menuName: '消息中心',
      menuNameI18n: { zh_TW: '訊息中心', en_GB: 'Message centre' },
      menuUrl: '/_message/messages',
      component: 'messages/MessageCenterPage',
      menuIcon: 'InboxOutlined',
      menuSort: 2,
      buttons: buttons(PERM.MSG_VIEW, [PERM.MSG_SEND, '发送消息'], PERM.MSG_DEL),
    },
    {
      name: 'message-notices',
      menuName: '系统通告',
      menuNameI18n: { zh_TW: '系統公告', en_GB: 'System notices' },
      menuUrl: '/_message/notices',
      component: 'notices/NoticeListPage',
      menuIcon: 'NotificationOutlined',
      menuSort: 3,
      buttons: buttons(
        PERM.NOTICE_VIEW,
        PERM.NOTICE_ADD,
        PERM.NOTICE_EDIT,
        PERM.NOTICE_DEL,
        PERM.NOTICE_BATCHDEL,
        PERM.NOTICE_ISSUE,
        PERM.NOTICE_REPEAL,
      ),
    },
    {
      name: 'message-sms',
      menuName: '短信日志',
      menuNameI18n: { zh_TW: '簡訊紀錄', en_GB: 'SMS log' },
      menuUrl: '/_message/sms',
      component: 'sms/SmsLogPage',
      menuIcon: 'MobileOutlined',
      menuSort: 4,
      buttons: buttons(PERM.SMS_VIEW, PERM.SMS_DEL),
    },
  ],
};

const monitor: SeedMenu = {
  name: 'monitor',
  menuName: '系统监控',
  menuNameI18n: { zh_TW: '系統監控', en_GB: 'Monitoring' },
  menuUrl: '/_monitor',
  component: ROUTE_VIEW,
  menuIcon: 'MonitorOutlined',
  menuSort: 13,
  children: [
    {
      name: 'monitor-access-log',
      menuName: '访问日志',
      menuNameI18n: { zh_TW: '存取紀錄', en_GB: 'Access log' },
      menuUrl: '/_monitor/logs',
      component: 'logs/AccessLogPage',
      menuIcon: 'FileSearchOutlined',
      menuSort: 1,
      buttons: buttons(PERM.LOG_VIEW, PERM.LOG_EXPORT),
    },
    {
      name: 'monitor-login-log',
      menuName: '登录日志',
      menuNameI18n: { zh_TW: '登入紀錄', en_GB: 'Login log' },
      menuUrl: '/_monitor/login-logs',
      component: 'logs/LoginLogPage',
      menuIcon: 'LoginOutlined',
      menuSort: 2,
      buttons: buttons(PERM.LOGINLOG_VIEW, PERM.LOGINLOG_EXPORT),
    },
    {
      name: 'monitor-sql',
      menuName: 'SQL监控',
      menuNameI18n: { zh_TW: 'SQL 監控', en_GB: 'SQL monitor' },
      menuUrl: '/_monitor/sql',
      component: 'sql-monitor/SqlMonitorPage',
      menuIcon: 'ConsoleSqlOutlined',
      menuSort: 3,
      buttons: buttons(PERM.SQL_VIEW, PERM.SQL_RESET),
    },
    {
      name: 'monitor-jobs',
      menuName: '定时任务',
      menuNameI18n: { zh_TW: '排程工作', en_GB: 'Scheduled jobs' },
      menuUrl: '/_monitor/jobs',
      component: 'jobs/JobListPage',
      menuIcon: 'ScheduleOutlined',
      menuSort: 4,
      buttons: buttons(
        PERM.QUARTZ_VIEW,
        PERM.QUARTZ_ADD,
        PERM.QUARTZ_EDIT,
        PERM.QUARTZ_DEL,
        PERM.QUARTZ_START,
        PERM.QUARTZ_EFECT,
      ),
    },
    {
      name: 'monitor-server',
      menuName: '服务监控',
      menuNameI18n: { zh_TW: '伺服器監控', en_GB: 'Server monitor' },
      menuUrl: '/_monitor/server',
      component: 'server-monitor/ServerMonitorPage',
      menuIcon: 'CloudServerOutlined',
      menuSort: 5,
      buttons: buttons(PERM.SERVER_VIEW),
    },
    {
      name: 'monitor-online',
      menuName: '在线用户',
      menuNameI18n: { zh_TW: '線上使用者', en_GB: 'Online users' },
      menuUrl: '/_monitor/online',
      component: 'online/OnlineUserPage',
      menuIcon: 'UserSwitchOutlined',
      menuSort: 6,
      buttons: buttons(PERM.ONLINE_VIEW, PERM.ONLINE_KICK),
    },
  ],
};

/** Reached from the header (user dropdown, notification bell), never from the side menu. */
const account: SeedMenu = {
  name: 'account',
  menuName: '个人中心',
  menuNameI18n: { zh_TW: '個人中心', en_GB: 'Personal centre' },
  menuUrl: '/_account',
  component: ROUTE_VIEW,
  menuIcon: 'UserOutlined',
  menuSort: 14,
  hidden: true,
  children: [
    {
      // The route name the user dropdown navigates to (spec 000 §2).
      name: 'account-center',
      menuName: '个人中心',
      menuNameI18n: { zh_TW: '個人中心', en_GB: 'Personal centre' },
      menuUrl: '/_account/center/Index',
      component: 'account/CenterPage',
      menuIcon: 'UserOutlined',
      menuSort: 1,
      hidden: true,
    },
    {
      name: 'account-message',
      menuName: '我的消息',
      menuNameI18n: { zh_TW: '我的訊息', en_GB: 'My messages' },
      menuUrl: '/_account/center/UserMessage',
      component: 'account/UserMessagePage',
      menuIcon: 'BellOutlined',
      menuSort: 2,
      hidden: true,
    },
    {
      name: 'account-settings',
      menuName: '个人设置',
      menuNameI18n: { zh_TW: '個人設定', en_GB: 'Personal settings' },
      menuUrl: '/_account/settings',
      component: 'account/SettingsPage',
      menuIcon: 'SettingOutlined',
      menuSort: 3,
      hidden: true,
    },
  ],
};

export const MENU_TREE: readonly SeedMenu[] = [
  dashboard,
  awards,
  editions,
  experts,
  registration,
  reviewGroups,
  declarations,
  publicity,
  objections,
  statistics,
  system,
  message,
  monitor,
  account,
];

/** Every node of a tree, parents before their children, with its parent's name. */
export function* walkMenus(
  nodes: readonly SeedMenu[] = MENU_TREE,
  parent: SeedMenu | null = null,
): Generator<{ menu: SeedMenu; parent: SeedMenu | null }> {
  for (const menu of nodes) {
    yield { menu, parent };
    if (menu.children) yield* walkMenus(menu.children, menu);
  }
}
