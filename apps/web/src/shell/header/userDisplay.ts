import type { UserInfo } from '@awards/shared/auth';
import type { MenuNode } from '@awards/shared/home';
import { PATHS, ROUTE_NAMES } from '../../config/paths';

/** Spec 000 §2: the greeting's nickname is cut to 6 characters plus an ellipsis. */
export const NICKNAME_MAX = 6;

type Named = Partial<Pick<UserInfo, 'nickname' | 'nickName' | 'realname' | 'userRealName' | 'username'>>;

export function shortName(user: Named | null | undefined): string {
  const name =
    user?.nickname || user?.nickName || user?.realname || user?.userRealName || user?.username || '';
  const chars = [...name];
  return chars.length > NICKNAME_MAX ? `${chars.slice(0, NICKNAME_MAX).join('')}...` : name;
}

/** Without a picture the avatar shows the first letter of the real name (spec 000 §2). */
export function avatarLetter(user: Named | null | undefined): string {
  const name = user?.realname || user?.userRealName || user?.username || '';
  return [...name][0]?.toUpperCase() ?? '';
}

/** The route named account-center: where the menu tree puts it, else the configured path. */
export function accountCenterPath(menus: readonly MenuNode[]): string {
  const find = (nodes: readonly MenuNode[]): string | null => {
    for (const node of nodes) {
      if (node.name === ROUTE_NAMES.accountCenter) return node.path;
      const below = find(node.children ?? []);
      if (below) return below;
    }
    return null;
  };
  return find(menus) ?? PATHS.accountCenter;
}
