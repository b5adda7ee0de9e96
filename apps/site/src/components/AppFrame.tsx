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
 * The site's colour, the header's: a deep blue that keeps white text readable (WCAG AA); and
 * the secondary text (hints, "saved at ...") darker than antd's #8c8c8c (3.4:1 on white), which
 * axe counts as a serious contrast failure: 65% black is 5.7:1.
 */
const THEME: ThemeConfig = {
  ...ANTD_ZERO_RUNTIME,
  token: { colorPrimary: '#1d4f91', colorTextDescription: 'rgba(0, 0, 0, 0.65)', motion: !reducedMotion() },
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
