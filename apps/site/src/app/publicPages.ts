import type { Texts } from '@awards/shared/i18n';
import type { ComponentType } from 'react';

/**
 * The site's public pages (no sign-in), besides the home page, which is in the first chunk
 * (router.tsx). One line per page: its address (under /site/), its name in the three
 * languages, where its code is (a lazy chunk of a feature named after the server module it
 * reads), and, for the header's menu, its place there. Later issues add theirs here
 * (registration, the publicity lists and objections).
 */
export interface PublicPage {
  path: string;
  title: Texts;
  load: () => Promise<ComponentType>;
  /** Shown in the header's menu, in this order; absent: reached by links only. */
  menu?: number;
  /** In the menu for visitors only: a signed-in user has an account already (registration). */
  guestsOnly?: true;
  /**
   * Rendered without the app frame (antd, TanStack Query): a page on the first screens' budget,
   * built of plain elements and the site's form kit (@awards/web-common/ui/form), as the home page is.
   */
  plain?: true;
}

export const PUBLIC_PAGES: PublicPage[] = [
  {
    path: 'notices',
    title: ['通知公告', '通知公告', 'Notices'],
    load: () => import('../features/notices/pages/NoticesPage').then((m) => m.NoticesPage),
    menu: 1,
  },
  {
    path: 'notices/:noticeId',
    title: ['通知公告', '通知公告', 'Notice'],
    load: () => import('../features/notices/pages/NoticePage').then((m) => m.NoticePage),
  },
  {
    path: 'editions',
    title: ['申报评选', '申報評選', 'Calls for entries'],
    load: () => import('../features/editions/pages/EditionsPage').then((m) => m.EditionsPage),
    menu: 2,
  },
  {
    path: 'editions/:editionId/awards/:awardId',
    title: ['奖项', '獎項', 'Award'],
    load: () => import('../features/editions/pages/AwardPage').then((m) => m.AwardPage),
  },
  {
    // The published lists (公示): during the period each entry links to filing an objection.
    path: 'publicity',
    title: ['公示公告', '公示公告', 'Public comment'],
    load: () => import('../features/publicity/pages/PublicityListPage').then((m) => m.PublicityListPage),
    menu: 2.5,
  },
  {
    path: 'publicity/:snapshotId',
    title: ['公示', '公示', 'Published list'],
    load: () => import('../features/publicity/pages/PublicityPage').then((m) => m.PublicityPage),
  },
  {
    path: 'contact',
    title: ['联系我们', '聯絡我們', 'Contact'],
    load: () => import('../features/project/pages/ContactPage').then((m) => m.ContactPage),
    menu: 3,
  },
  {
    path: 'sign-in',
    title: ['登录', '登入', 'Sign in'],
    load: () => import('../features/auth/pages/SignInPage').then((m) => m.SignInPage),
    // Lighthouse mobile ≥ 90 (bench/site-landing.mjs): no antd (docs/site.md).
    plain: true,
  },
  {
    // Units and experts apply here, and follow, correct and resubmit their application (docs/site.md).
    path: 'register',
    title: ['注册', '註冊', 'Register'],
    load: () => import('../features/registration/pages/RegisterPage').then((m) => m.RegisterPage),
    menu: 90,
    guestsOnly: true,
  },
  {
    path: 'recover',
    title: ['找回密码', '找回密碼', 'Reset your password'],
    load: () => import('../features/auth/pages/RecoverPage').then((m) => m.RecoverPage),
  },
];
