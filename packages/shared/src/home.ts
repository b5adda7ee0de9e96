import type { UserInfo } from './auth';
import type { Translation } from './localised';
import type { SignOnOptions } from './sign-on-paths';

/** A node of the menu tree the portal builds its routes from (spec 000 §3, "Menu item"). */
export interface MenuNode {
  id: number;
  path: string;
  name: string;
  component: string | null;
  redirect: string | null;
  hidden: boolean;
  alwaysShow: boolean;
  appCode: string;
  meta: {
    /** The menu's title in zh_CN (menuName). */
    title: string;
    /** The title in zh_TW and en_GB (the menu's menuNameI18n); a missing version shows title. */
    titleI18n: Translation;
    /** An antd icon name such as 'SettingOutlined' (see menu-icons.ts). */
    icon: string | null;
    /** An external link the menu opens. */
    url: string | null;
    target: string | null;
    /** Shown inside an iframe. */
    internalOrExternal: boolean;
    keepAlive: boolean;
    /** The button codes of this menu that the user holds. */
    permissionList: string[];
  };
  children?: MenuNode[];
}

export interface Enterprise {
  organId: number;
  organCode: string;
  organName: string;
  organShortName: string | null;
  organEnName: string | null;
}

export interface PortalApp {
  appCode: string;
  appName: string;
  appIcon: string | null;
  appShortName: string | null;
  visitUrl: string | null;
  menus: MenuNode[];
}

/** A custom SVG icon (icons.ts): the data of one path, drawn in an svg with this viewBox. */
export interface CustomIcon {
  iconId: number;
  name: string;
  pathContent: string;
  viewBox: string;
}

/** The answer of the init call `POST /rest/home/index` (spec 000 §7). */
export interface PortalInit {
  loginUser: UserInfo;
  enterprise: Enterprise | null;
  icons: CustomIcon[];
  menu: MenuNode[];
  indexMenu: MenuNode | null;
  /** Button permission codes of the user (e.g. 'USER_ADD'). */
  permissions: string[];
  roles: string[];
  appCode: string | null;
  apps: PortalApp[];
}

export interface FilingLink {
  text: string;
  url: string;
}

/** What the login page shows (spec 000 §1), from `GET /rest/project/settings`. */
export interface ProjectInfo {
  /** The system's name, in zh_CN; its zh_TW and en_GB versions in titleI18n (localised.ts). */
  title: string;
  titleI18n: Translation;
  description: string;
  descriptionI18n: Translation;
  copyright: string;
  copyrightI18n: Translation;
  /** The public site's contact page: address, telephone, e-mail, one a line (docs/site.md). */
  contact?: string;
  contactI18n?: Translation;
  filingPublicSecurity: FilingLink | null;
  filingIcp: FilingLink | null;
  /** The IANA zone every instant is shown in, on the server and in the portal (clock.ts). */
  timeZone: string;
  /** The other ways to sign in, from the server's configuration (sign-on.ts); not saved. */
  signOn?: SignOnOptions;
}
