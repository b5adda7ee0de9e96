import { Card, Col, Row, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { BindingsPanel } from '../components/BindingsPanel';
import { ProfileForm } from '../components/ProfileForm';
import { ProfileGate } from '../components/ProfileGate';
import { ProfileSummary } from '../components/ProfileSummary';
import { SecurityPanel } from '../components/SecurityPanel';
import { useAccountT } from '../i18n';

const TABS = ['profile', 'security', 'bindings'] as const;
type Tab = (typeof TABS)[number];

/**
 * The account centre (/_account/center/Index): picture and names on the left; the
 * profile form, the security settings (password, sessions) and the account bindings in tabs. The tab is in
 * the address (?tab=security), so a link can open it.
 */
export function CenterPage() {
  const t = useAccountT();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((k) => k === params.get('tab')) ?? 'profile';

  return (
    <ProfileGate>
      {(user) => (
        <Row gutter={[16, 16]} data-testid="account-centre">
          <Col xs={24} lg={8} xl={7}>
            <Card>
              <ProfileSummary user={user} />
            </Card>
          </Col>
          <Col xs={24} lg={16} xl={17}>
            <Card>
              <Tabs
                activeKey={tab}
                onChange={(key) => setParams(key === 'profile' ? {} : { tab: key }, { replace: true })}
                items={[
                  { key: 'profile', label: t('center.profileTab'), children: <ProfileForm user={user} /> },
                  { key: 'security', label: t('center.securityTab'), children: <SecurityPanel /> },
                  { key: 'bindings', label: t('center.bindingsTab'), children: <BindingsPanel /> },
                ]}
              />
            </Card>
          </Col>
        </Row>
      )}
    </ProfileGate>
  );
}
