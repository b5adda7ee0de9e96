import { useMenuTitle } from '../../i18n/useMenuTitle';
import type { PageProps } from '../lazyPage';

/** Spec 000 §2: a menu flagged as an iframe page shows its url inside the portal. */
export function IframePage({ menu }: PageProps) {
  const title = useMenuTitle();
  const url = menu?.meta.url ?? '';
  return (
    <iframe
      title={menu ? title(menu) : url}
      src={url}
      data-testid="iframe-page"
      // Tall enough for the page area below header and breadcrumb, never below 480 px.
      style={{ width: '100%', height: 'max(480px, calc(100vh - 200px))', border: 'none', background: '#fff' }}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
    />
  );
}
