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
}

export const PUBLIC_PAGES: PublicPage[] = [
  {
    path: 'sign-in',
    title: ['登录', '登入', 'Sign in'],
    load: () => import('../features/auth/pages/SignInPage').then((m) => m.SignInPage),
  },
  {
    // Units and experts apply here, and follow, correct and resubmit their application (docs/site.md).
    path: 'register',
    title: ['注册', '註冊', 'Register'],
    load: () => import('../features/registration/pages/RegisterPage').then((m) => m.RegisterPage),
    menu: 90,
  },
];
