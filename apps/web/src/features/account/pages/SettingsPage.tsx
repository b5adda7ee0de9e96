import { Card, Col, Row } from 'antd';
import { AvatarUpload } from '../components/AvatarUpload';
import { ProfileForm } from '../components/ProfileForm';
import { ProfileGate } from '../components/ProfileGate';
import { useAccountT } from '../i18n';

/** Personal settings (/_account/settings): the centre's profile form and picture on one card. */
export function SettingsPage() {
  const t = useAccountT();
  return (
    <ProfileGate>
      {(user) => (
        <Card title={t('settings.title')} data-testid="account-settings">
          <Row gutter={[32, 24]}>
            <Col xs={{ span: 24, order: 2 }} md={{ span: 14, order: 1 }}>
              <ProfileForm user={user} />
            </Col>
            <Col xs={{ span: 24, order: 1 }} md={{ span: 10, order: 2 }}>
              <AvatarUpload user={user} />
            </Col>
          </Row>
        </Card>
      )}
    </ProfileGate>
  );
}
