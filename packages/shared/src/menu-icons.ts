/**
 * A custom SVG icon chosen as a menu icon: `custom:<iconId>` (see icons.ts). Here, not in
 * menus.ts, so the portal's shell reads it without menus.ts's schemas (issue 18).
 */
export const CUSTOM_MENU_ICON = /^custom:(\d{1,9})$/;

/**
 * The antd icons a menu may name in menuIcon. The portal maps each to its component
 * (a typed map, so a name added here without a component fails to compile), and the
 * seed's test checks that every seeded menu uses one of these.
 */
export const MENU_ICON_NAMES = [
  'ApartmentOutlined',
  'AppstoreOutlined',
  'AreaChartOutlined',
  'AuditOutlined',
  'BankOutlined',
  'BarChartOutlined',
  'BellOutlined',
  'BookOutlined',
  'CalendarOutlined',
  'CloudServerOutlined',
  'ClusterOutlined',
  'ConsoleSqlOutlined',
  'DashboardOutlined',
  'DesktopOutlined',
  'EnvironmentOutlined',
  'FileProtectOutlined',
  'FileSearchOutlined',
  'FileTextOutlined',
  'FormOutlined',
  'FundProjectionScreenOutlined',
  'IdcardOutlined',
  'InboxOutlined',
  'LayoutOutlined',
  'LoginOutlined',
  'MenuOutlined',
  'MessageOutlined',
  'MobileOutlined',
  'MonitorOutlined',
  'NotificationOutlined',
  'OrderedListOutlined',
  'ProfileOutlined',
  'SafetyCertificateOutlined',
  'ScheduleOutlined',
  'SettingOutlined',
  'SkinOutlined',
  'SmileOutlined',
  'SolutionOutlined',
  'SoundOutlined',
  'TeamOutlined',
  'TrophyOutlined',
  'UnorderedListOutlined',
  'UserOutlined',
  'UserSwitchOutlined',
  'UsergroupAddOutlined',
  'AppstoreOutlined',
  'HomeOutlined',
] as const;

export type MenuIconName = (typeof MENU_ICON_NAMES)[number];
