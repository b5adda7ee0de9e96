import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { localeInfo } from '../i18n/locale';
import { NotifierBridge } from './NotifierBridge';

// Two-character Chinese button labels stay as written ('登录', not '登 录'), so they read and test as such.
const BUTTON_CONFIG = { autoInsertSpace: false };

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Re-renders on language change, which switches antd's own texts with ours.
  const { i18n } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={localeInfo(i18n.language).antd} button={BUTTON_CONFIG}>
        <App>
          <NotifierBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
