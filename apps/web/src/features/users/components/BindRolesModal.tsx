import type { UserView } from '@awards/shared/users';
import { reportError } from '@awards/web-common/formErrors';
import { useLocalised } from '@awards/web-common/localised';
import { App, Checkbox, Modal, Spin } from 'antd';
import { useState } from 'react';
import { roleChoices, useRoleOptions } from '../api/options';
import { useBindRoles, useUserRoles } from '../api/userActions';
import { useUsersT } from '../i18n';

/** Ticks the roles a user holds; saving replaces the set (`bindRoles`). */
export function BindRolesModal({ user, onClose }: { user: UserView; onClose: () => void }) {
  const { t, tr } = useUsersT();
  const { message } = App.useApp();
  const roles = useRoleOptions();
  const localised = useLocalised();
  const held = useUserRoles(user.userId);
  const bind = useBindRoles();
  // null until the user changes something: until then the held roles are the value.
  const [chosen, setChosen] = useState<number[] | null>(null);
  const value = chosen ?? (held.data ?? []).map((role) => role.roleId);

  const submit = () =>
    bind.mutate(
      { userId: user.userId, roleIds: value },
      {
        onSuccess: () => {
          void message.success(t('done.saved'));
          onClose();
        },
        onError: (error) => reportError(error, message.error, tr),
      },
    );

  return (
    <Modal
      open
      title={t('roles.title', { name: user.realname })}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      confirmLoading={bind.isPending}
      okButtonProps={{ disabled: held.isLoading }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Spin spinning={roles.isLoading || held.isLoading}>
        <Checkbox.Group<number>
          data-testid="bind-roles"
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 8 }}
          value={value}
          onChange={setChosen}
          options={roleChoices(roles.data, t('form.roleNotGrantable'), (role) =>
            localised(role.roleName, role.roleNameI18n),
          )}
        />
      </Spin>
    </Modal>
  );
}
