/**
 * localStorage with the specification's fixed prefix (spec 000 §3). Every value is
 * stored as JSON `{ value, expire }` so an item can outlive the tab yet still lapse:
 * the session items lapse after 7 days (spec 000 §9).
 */
export const STORAGE_PREFIX = 'dandelion__';

/** Token, user name and user info are kept for 604800000 ms (7 days). */
export const SESSION_TTL_MS = 604_800_000;

/**
 * Keys of spec 000 §3: access token, user info, button authorisations, roles, preview
 * theme, locale, sidebar open, device, the layout flags and the websocket toggle. The
 * applied theme, primary colour, layout mode and the two backgrounds follow the same naming.
 */
export const STORAGE_KEYS = {
  accessToken: 'Access-Token',
  userName: 'Login_Username',
  userInfo: 'Login_Userinfo',
  buttonAuth: 'Login_Auth',
  roles: 'Login_Roles',
  locale: 'lang',
  dictItems: 'UI_CACHE_DB_DICT_DATA',
  previewTheme: 'PREVIEW_THEME',
  sidebarOpen: 'SIDEBAR_TYPE',
  device: 'DEVICE',
  fixedHeader: 'DEFAULT_FIXED_HEADER',
  fixedFooter: 'DEFAULT_FIXED_FOOTER',
  hideFooter: 'DEFAULT_HIDE_FOOTER',
  fixedSider: 'DEFAULT_FIXED_SIDEMENU',
  colourWeak: 'DEFAULT_COLOR_WEAK',
  multiPage: 'DEFAULT_MULTI_PAGE',
  websocket: 'WEBSOCKET_ENABLED',
  theme: 'DEFAULT_THEME',
  primaryColor: 'DEFAULT_COLOR',
  layoutMode: 'DEFAULT_LAYOUT_MODE',
  headerBg: 'DEFAULT_HEADER_BG',
  siderBg: 'DEFAULT_SIDER_BG',
  /** The theme-property values of the chosen theme's layout (spec 000 §3 theme configuration). */
  themeConfig: 'DEFAULT_THEME_CONFIG',
  /** The CAS logout address of a session signed in through CAS (docs/sso.md). */
  ssoLogout: 'SSO_LOGOUT_URL',
} as const;

/** The title a menu selection stores under its own path (spec 000 §2). */
export type RouteTitleKey = `ROUTE_TITLE:${string}`;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS] | RouteTitleKey;

export const routeTitleKey = (path: string): RouteTitleKey => `ROUTE_TITLE:${path}`;

interface Stored<T> {
  value: T;
  /** Epoch ms after which the item is gone; null never lapses. */
  expire: number | null;
}

/** Keys every front end of the origin reads alike: the interface language chosen last. */
const SHARED_KEYS = new Set<StorageKey>([STORAGE_KEYS.locale]);

let scope = '';

/**
 * Keeps this front end's items apart from another's on the same origin: the public site
 * (apps/site) sets 'site' before anything is read, so a declarer signed in there is not
 * signed in to the staff portal, nor a staff member to the site; the language is shared.
 */
export function setStorageScope(name: string): void {
  scope = name ? `${name}:` : '';
}

const fullKey = (key: StorageKey) => `${STORAGE_PREFIX}${SHARED_KEYS.has(key) ? '' : scope}${key}`;

export function setItem<T>(key: StorageKey, value: T, ttlMs?: number): void {
  const stored: Stored<T> = { value, expire: ttlMs === undefined ? null : Date.now() + ttlMs };
  localStorage.setItem(fullKey(key), JSON.stringify(stored));
}

/** The stored value, or null when absent, expired (then also removed) or unreadable. */
export function getItem<T>(key: StorageKey): T | null {
  return readStored<T>(key, localStorage.getItem(fullKey(key)))?.value ?? null;
}

function readStored<T>(key: StorageKey, raw: string | null): Stored<T> | null {
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as Stored<T>;
    if (stored.expire !== null && stored.expire <= Date.now()) {
      removeItem(key);
      return null;
    }
    return stored;
  } catch {
    // Written by something else (or by hand): treat as absent rather than crash the shell.
    removeItem(key);
    return null;
  }
}

/** What `derive` made of each key's stored text, kept until the text changes or lapses. */
const derived = new Map<string, { raw: string; expire: number | null; derive: unknown; result: unknown }>();

/**
 * A stored value passed through `derive`, which runs again only when the stored text changes
 * (another tab, a new sign-in) or lapses: for a value asked on every render, where parsing it
 * each time is the cost (the ~500 button codes every row's actions of a list check, 18 ms of a
 * list page's load in Chromium). `derive` must be one function (not a new closure per call) and
 * its result must not be changed by callers.
 */
export function getDerivedItem<T, R>(key: StorageKey, derive: (value: T | null) => R): R {
  const full = fullKey(key);
  const raw = localStorage.getItem(full);
  const hit = derived.get(full);
  if (hit && hit.raw === raw && hit.derive === derive && (hit.expire === null || hit.expire > Date.now()))
    return hit.result as R;
  const stored = readStored<T>(key, raw);
  const result = derive(stored?.value ?? null);
  if (raw !== null && stored) derived.set(full, { raw, expire: stored.expire, derive, result });
  else derived.delete(full);
  return result;
}

export function removeItem(key: StorageKey): void {
  localStorage.removeItem(fullKey(key));
}
