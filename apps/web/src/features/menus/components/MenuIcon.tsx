import type { CustomIcon } from '@awards/shared/home';
import { menuIcon } from '../../../components/menuIcons';

/** A menu's icon as the side menu shows it (antd by name, or a custom icon's path). */
export function MenuIcon({ name, icons }: { name: string | null; icons: readonly CustomIcon[] }) {
  return menuIcon(name, icons) ?? null;
}
