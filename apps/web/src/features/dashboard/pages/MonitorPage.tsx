import type { QueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { loginInfoQueryOptions, useLoginInfo } from '../api/loginInfo';
import { homeOverviewQueryOptions, useHomeOverview } from '../api/overview';
import { Greeting } from '../components/Greeting';
import { LastLogin } from '../components/LastLogin';
import { WorkOverview } from '../components/WorkOverview';
import { useDashboardT } from '../i18n';

/**
 * The page's two calls, started by the menu routes' loader when the shell opens on this page
 * (app/lazyPage.tsx `calls`): beside the shell's first render rather than from its effects after
 * it, so the answers are nearer (issue 18).
 */
export function startMonitorPageCalls(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(loginInfoQueryOptions());
  void queryClient.prefetchQuery(homeOverviewQueryOptions());
}

/**
 * The home page (/_dashboard/Monitor): the greeting, the previous sign-in, and what a federation's
 * staff need first (issue 17 item 6): the current edition, its stage and countdown, the backlog per
 * stage and their own queues. The request and sign-in figures live on the analysis page (monitoring).
 */
export function MonitorPage() {
  const { t } = useTranslation();
  const td = useDashboardT();
  const loginInfo = useLoginInfo();
  const overview = useHomeOverview();
  // The two cards (rows, columns, nine statistics) render in a transition when the overview comes:
  // in slices between which the page stays responsive, not one long task after the first paint
  // (issue 18: Lighthouse counts it as blocking time). The placeholder keeps their room meanwhile.
  const figures = useDeferredValue(overview.data);
  const failed = loginInfo.isError || overview.isError;
  const retry = () => {
    void loginInfo.refetch();
    void overview.refetch();
  };

  return (
    <Flex vertical gap={16}>
      <Card>
        <Greeting level={3} />
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">{t('home.welcome')}</Typography.Text>
          <LastLogin info={loginInfo.data} />
        </Flex>
      </Card>
      {failed && (
        <Alert
          type="error"
          showIcon
          title={td('loadFailed')}
          action={
            <Button size="small" onClick={retry}>
              {td('retry')}
            </Button>
          }
          data-testid="figures-error"
        />
      )}
      {!overview.isError && <WorkOverview overview={figures} loading={figures === undefined} />}
    </Flex>
  );
}
