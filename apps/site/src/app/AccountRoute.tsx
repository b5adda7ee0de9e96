import { useLoaderData } from 'react-router';
import { AccountLayout } from '../shell/AccountLayout';
import type { AccountArea } from './accountGuard';

/** The signed-in area's frame, with the menu the guard worked out for this user. */
export function AccountRoute() {
  const { user, pages } = useLoaderData() as AccountArea;
  return <AccountLayout user={user} pages={pages.map(({ path, title }) => ({ path, title }))} />;
}
