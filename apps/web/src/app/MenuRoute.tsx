import { Navigate, useLocation } from 'react-router';
import { PATHS } from '../config/paths';
import { findMenuTrail } from '../layouts/menuTrail';
import { PlaceholderPage } from './pages';
import { usePortalInit } from './usePortalInit';

/**
 * Every guarded path not declared in the router: a menu path renders its page
 * (a placeholder until the page exists); anything else is a 404 (spec 000 §2).
 */
export function MenuRoute() {
  const { pathname } = useLocation();
  const { menu } = usePortalInit();
  const node = findMenuTrail(menu, pathname).at(-1);
  if (!node) return <Navigate to={PATHS.notFound} replace />;
  if (node.redirect && node.redirect !== pathname) return <Navigate to={node.redirect} replace />;
  return <PlaceholderPage title={node.meta.title} />;
}
