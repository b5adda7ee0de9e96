import { EMPTY } from '@awards/web-common/format';
import { Card, Col, Row, Statistic } from 'antd';
import type { LoginInfo } from '../api/loginInfo';
import { type DashboardKey, useDashboardT } from '../i18n';

const FIGURES: { key: keyof Omit<LoginInfo, 'lastLogin'>; label: DashboardKey }[] = [
  { key: 'todayLoginCount', label: 'todayLogins' },
  { key: 'todayVisitCount', label: 'todayVisits' },
  { key: 'todayIpCount', label: 'todayIps' },
  { key: 'totalLoginCount', label: 'totalLogins' },
];

/** The four counts of the home page, from the login and access logs; skeletons while loading. */
export function FigureCards({ info, loading }: { info: LoginInfo | undefined; loading: boolean }) {
  const t = useDashboardT();
  return (
    <Row gutter={[16, 16]}>
      {FIGURES.map(({ key, label }) => (
        <Col key={key} xs={12} lg={6}>
          <Card size="small" data-testid={`figure-${key}`}>
            {/* No figure is ever made up: without an answer the card shows the empty placeholder. */}
            <Statistic title={t(label)} value={info ? info[key] : EMPTY} loading={loading} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
