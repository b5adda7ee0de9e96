import type { UserInfo } from '@awards/shared/auth';
import type { Texts } from '@awards/shared/i18n';
import type { ComponentType } from 'react';

/**
 * The signed-in area (/site/my/...): one line per page. Its address under /my, its name in
 * the three languages (the area's menu shows it), who sees it, whether it is where those
 * users land after signing in, and where its code is (a lazy chunk of a feature named after
 * the server module it calls). The menu, the routes and the landing all come from this list
 * (shell/AccountLayout.tsx, app/router.tsx, app/accountGuard.ts).
 */
export interface AccountPage {
  path: string;
  title: Texts;
  for: (user: UserInfo) => boolean;
  /** The first page of its users after signing in (the first listed that they may open). */
  landing?: boolean;
  load: () => Promise<ComponentType>;
  /**
   * A page of one item under the page's address (`reviews/:declarationId`): its own chunk, not
   * in the menu, which keeps the page's entry highlighted.
   */
  item?: { path: string; load: () => Promise<ComponentType> };
  /**
   * Its first screen without antd (app/router.tsx puts it outside antd's frame): the page paints
   * its heading at once and renders its antd parts in the frame itself (app/antdFrame.tsx). Its
   * item page is in the frame.
   */
  plain?: boolean;
}

const declarers = (user: UserInfo) => user.userType === 'declarer';
const experts = (user: UserInfo) => user.userType === 'expert';
const recommenders = (user: UserInfo) => user.userType === 'recommender';
/** A person registered on the site to file objections: 我的异议 is their one page of work. */
const persons = (user: UserInfo) => user.userType === 'person';
/** Every client user of the site. */
const clients = (user: UserInfo) => declarers(user) || experts(user) || recommenders(user) || persons(user);

export const ACCOUNT_PAGES: AccountPage[] = [
  {
    path: 'declarations',
    title: ['我的申报', '我的申報', 'My declarations'],
    for: declarers,
    landing: true,
    // Where a declarer lands and fills the form (issue 15's page): its heading paints without antd.
    plain: true,
    load: () => import('../features/declarer/pages/MyDeclarationsPage').then((m) => m.MyDeclarationsPage),
    item: {
      path: ':declarationId/summary',
      load: () => import('../features/results/pages/ReviewSummaryPage').then((m) => m.ReviewSummaryPage),
    },
  },
  {
    path: 'reviews',
    title: ['我的评审', '我的評審', 'My reviews'],
    for: experts,
    landing: true,
    load: () => import('../features/review/pages/MyReviewsPage').then((m) => m.MyReviewsPage),
    item: {
      path: ':declarationId',
      load: () => import('../features/review/pages/ReviewPage').then((m) => m.ReviewPage),
    },
  },
  {
    path: 'meetings',
    title: ['会议评审', '會議評審', 'Review meetings'],
    for: experts,
    load: () => import('../features/meeting/pages/MyMeetingsPage').then((m) => m.MyMeetingsPage),
  },
  {
    path: 'expert',
    title: ['专家主页', '專家主頁', 'Expert home'],
    for: experts,
    load: () => import('../features/experts/pages/ExpertHomePage').then((m) => m.ExpertHomePage),
  },
  {
    path: 'recommendations',
    title: ['推荐申报', '推薦申報', 'Recommendations'],
    for: recommenders,
    landing: true,
    load: () =>
      import('../features/recommender/pages/RecommendationsPage').then((m) => m.RecommendationsPage),
  },
  {
    path: 'objections',
    title: ['我的异议', '我的異議', 'My objections'],
    // A person's first page, so where they land (the others land on their own work).
    for: clients,
    load: () => import('../features/objections/pages/MyObjectionsPage').then((m) => m.MyObjectionsPage),
    item: {
      path: 'new',
      load: () => import('../features/objections/pages/NewObjectionPage').then((m) => m.NewObjectionPage),
    },
  },
  {
    path: 'objection-requests',
    title: ['异议说明', '異議說明', 'Objection requests'],
    for: (user) => declarers(user) || recommenders(user),
    load: () =>
      import('../features/objections/pages/ObjectionRequestsPage').then((m) => m.ObjectionRequestsPage),
  },
  {
    path: 'notices',
    title: ['我的通知', '我的通知', 'My notices'],
    for: clients,
    load: () => import('../features/notices/pages/MyNoticesPage').then((m) => m.MyNoticesPage),
  },
  {
    path: 'sessions',
    title: ['登录设备', '登入裝置', 'Signed-in devices'],
    for: clients,
    load: () => import('../features/profile/pages/SessionsPage').then((m) => m.SessionsPage),
  },
  {
    path: 'password',
    title: ['修改密码', '修改密碼', 'Change password'],
    for: clients,
    load: () => import('../features/account/pages/ChangePasswordPage').then((m) => m.ChangePasswordPage),
  },
];

/** The pages this user may open, in menu order. */
export function accountPagesOf(user: UserInfo): AccountPage[] {
  return ACCOUNT_PAGES.filter((page) => page.for(user));
}

/** Where this user lands after signing in: their first landing page, else their first page. */
export function landingOf(user: UserInfo): string | null {
  const pages = accountPagesOf(user);
  const page = pages.find((p) => p.landing) ?? pages[0];
  return page ? `/my/${page.path}` : null;
}
