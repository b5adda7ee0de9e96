import type { UserInfo } from '@awards/shared/auth';
import { useLocalised } from '@awards/web-common/localised';
import { Descriptions, Flex, Tag, Typography } from 'antd';
import { UserText } from '../../../components/UserText';
import { useAccountT } from '../i18n';
import { AvatarUpload } from './AvatarUpload';

/** The left card of the centre: picture, names and roles (the administrator's fields). */
export function ProfileSummary({ user }: { user: UserInfo }) {
  const t = useAccountT();
  const localised = useLocalised();
  return (
    <Flex vertical align="center" gap={16}>
      <AvatarUpload user={user} />
      <Typography.Title level={4} style={{ margin: 0 }} data-testid="centre-nickname">
        <UserText>{user.nickname || user.realname}</UserText>
      </Typography.Title>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'realname', label: t('center.realname'), children: <UserText>{user.realname}</UserText> },
          { key: 'loginName', label: t('center.loginName'), children: <UserText>{user.loginName}</UserText> },
          {
            key: 'roles',
            label: t('center.roles'),
            children: (
              <Flex wrap gap={4}>
                {user.roles.map((r) => (
                  <Tag key={r.roleCode}>{localised(r.roleName, r.roleNameI18n)}</Tag>
                ))}
              </Flex>
            ),
          },
        ]}
      />
    </Flex>
  );
}
