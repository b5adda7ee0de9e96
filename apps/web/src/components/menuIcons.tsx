import {
  ApartmentOutlined,
  AppstoreOutlined,
  AreaChartOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  CloudServerOutlined,
  ClusterOutlined,
  ConsoleSqlOutlined,
  DashboardOutlined,
  DesktopOutlined,
  EnvironmentOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FormOutlined,
  FundProjectionScreenOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  LayoutOutlined,
  LoginOutlined,
  MenuOutlined,
  MessageOutlined,
  MobileOutlined,
  MonitorOutlined,
  NotificationOutlined,
  OrderedListOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SkinOutlined,
  SmileOutlined,
  SolutionOutlined,
  SoundOutlined,
  TeamOutlined,
  TrophyOutlined,
  UnorderedListOutlined,
  UsergroupAddOutlined,
  UserOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import type { CustomIcon } from '@awards/shared/home';
import { CUSTOM_MENU_ICON, type MenuIconName } from '@awards/shared/menu-icons';
import type { ComponentType } from 'react';

// Named imports only: importing the whole icon set would add megabytes to the bundle.
// The map is typed by the shared list, so every icon the server may name is here.
const ICONS: Record<MenuIconName, ComponentType> = {
  ApartmentOutlined,
  AppstoreOutlined,
  AreaChartOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  CloudServerOutlined,
  ClusterOutlined,
  ConsoleSqlOutlined,
  DashboardOutlined,
  DesktopOutlined,
  EnvironmentOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FormOutlined,
  FundProjectionScreenOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  LayoutOutlined,
  LoginOutlined,
  MenuOutlined,
  MessageOutlined,
  MobileOutlined,
  MonitorOutlined,
  NotificationOutlined,
  OrderedListOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SkinOutlined,
  SmileOutlined,
  SolutionOutlined,
  SoundOutlined,
  TeamOutlined,
  TrophyOutlined,
  UnorderedListOutlined,
  UserOutlined,
  UserSwitchOutlined,
  UsergroupAddOutlined,
};

const CUSTOM_SIZE = { width: '1em', height: '1em', verticalAlign: '-0.125em' };

/**
 * A menu's icon: an antd icon by name, or `custom:<iconId>`, a custom icon of the init call
 * (or of /rest/icon/list) whose path data is drawn in the portal's own <svg>, never markup
 * from the server. Undefined when there is none, or the named icon is not among `icons`.
 */
export function menuIcon(name: string | null | undefined, icons: readonly CustomIcon[] = []) {
  if (!name) return undefined;
  const custom = CUSTOM_MENU_ICON.exec(name);
  if (custom) {
    const icon = icons.find((candidate) => candidate.iconId === Number(custom[1]));
    if (!icon) return undefined;
    return (
      <span className="anticon">
        <svg
          viewBox={icon.viewBox}
          style={CUSTOM_SIZE}
          fill="currentColor"
          aria-hidden="true"
          data-testid="custom-menu-icon"
        >
          <path d={icon.pathContent} />
        </svg>
      </span>
    );
  }
  const Icon = ICONS[name as MenuIconName];
  return Icon ? <Icon /> : undefined;
}
