import type { CustomIcon } from '@awards/shared/home';
import { CUSTOM_MENU_ICON } from '@awards/shared/menus';
import { menuIcon } from '../../../components/menuIcons';

const SIZE = { width: '1em', height: '1em', verticalAlign: '-0.125em' };

/**
 * A menu's icon as the side menu would show it: an antd icon by name, or a custom
 * icon's path data drawn in its own <svg> (never markup from the server).
 */
export function MenuIcon({ name, icons }: { name: string | null; icons: readonly CustomIcon[] }) {
  const custom = name ? CUSTOM_MENU_ICON.exec(name) : null;
  if (!custom) return menuIcon(name) ?? null;
  const icon = icons.find((candidate) => candidate.iconId === Number(custom[1]));
  if (!icon) return null;
  return (
    <svg viewBox={icon.viewBox} style={SIZE} fill="currentColor" aria-hidden="true">
      <path d={icon.pathContent} />
    </svg>
  );
}
