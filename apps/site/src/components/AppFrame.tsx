import { ANTD_ZERO_RUNTIME } from '@awards/web-common/antdStyles';
import { NoticeHost } from '@awards/web-common/ui/NoticeHost';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { antdLocale } from '../i18n/locale';
import { PageFallback } from './PageFallback';
import { queryClient } from './queryClient';

const reducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The site's colour, the header's: a deep blue that keeps white text readable (WCAG AA). Every
 * colour text is written in meets AA's 4.5:1 on its background, which antd's defaults do not and
 * axe counts as a serious failure (checked on every page, e2e/site-pages.e2e.ts):
 * - secondary and tertiary text (hints, "saved at", description labels): 65% black, 5.7:1,
 *   against antd's 45% (#8c8c8c, 3.4:1);
 * - links and link buttons in the site's blue (antd's #1677ff is 4.1:1), and the info colour
 *   (processing tags, info notices) with them;
 * - errors and danger buttons in red 7 (#cf1322, 5.9:1; antd's #ff4d4f is 3.3:1);
 * - the text of the green, gold, orange, volcano, cyan and lime tags one or two shades darker
 *   (antd's level 7 is 2.7-4.0:1 on the tag's own light background). Both spellings of each
 *   palette token: antd's token holds both, and they become the same CSS variable.
 */
/** The tags' text shade (antd's level 7), darker where antd's fails AA on the tag's background. */
const TAG_TEXT = {
  green: '#237804',
  gold: '#874d00',
  orange: '#873800',
  volcano: '#ad2102',
  cyan: '#006d75',
  lime: '#3f6600',
};

const THEME: ThemeConfig = {
  ...ANTD_ZERO_RUNTIME,
  token: {
    colorPrimary: '#1d4f91',
    colorInfo: '#1d4f91',
    colorLink: '#1d4f91',
    colorError: '#cf1322',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
    ...Object.fromEntries(
      Object.entries(TAG_TEXT).flatMap(([colour, shade]) => [
        [`${colour}-7`, shade],
        [`${colour}7`, shade],
      ]),
    ),
    motion: !reducedMotion(),
  },
};
const BUTTON_CONFIG = { autoInsertSpace: false };

/**
 * What every page past the first screen renders in: antd's configuration (the language, the
 * site's colour), the failure notices of the HTTP client, antd's App (messages) and TanStack
 * Query. A chunk of its
 * own, so the home page (the first screen, bundle budget) carries none of it. antd runs without
 * its run-time styles: its router entry loads antd's prebuilt stylesheet with it (antdStyles.ts).
 *
 * As a route's component it frames the child routes (`<Outlet />`); with `children` it frames a
 * part of a page whose first screen is plain (the declaration page, app/antdFrame.tsx), and the
 * bell of the signed-in area, which leaves the failure notices to the page's frame (`notices`).
 */
export function AppFrame({ children, notices = true }: { children?: ReactNode; notices?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={antdLocale(i18n.language)} button={BUTTON_CONFIG} theme={THEME}>
      <QueryClientProvider client={queryClient}>
        {notices && <NoticeHost />}
        {/* App.useApp's messages for a page without an App of its own, kept across pages: a
            page that saves and leads on (提出异议 → 我的异议) still shows its message. */}
        <App component={false}>
          <Suspense fallback={<PageFallback />}>{children ?? <Outlet />}</Suspense>
        </App>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
