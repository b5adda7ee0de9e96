import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { followLanguageWithDayjs } from '../lib/dayjsLocale';
import { queryClient } from './queryClient';
import { ShellFrame } from './ShellFrame';

// Dates follow the language from here on (the login page never shows one).
void followLanguageWithDayjs();

/**
 * The signed-in shell (spec 000 §2 'global layout'). It brings the query client and
 * antd's App (App.useApp: modal, message, notification) for itself and every page in
 * it; the login route does without both (bundle budget).
 */
export function GlobalLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <App component={false}>
        <ShellFrame />
      </App>
    </QueryClientProvider>
  );
}
