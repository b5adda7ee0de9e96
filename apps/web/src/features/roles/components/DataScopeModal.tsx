import type { RoleDataScope, RolePageRow } from '@awards/shared/roles';
import { reportError } from '@awards/web-common/formErrors';
import { App, Form, Modal, Spin } from 'antd';
import { submitOnEnter } from '../../../components/submitOnEnter';
import { useBindDataScope, useRoleDataScope } from '../api/dataScope';
import { useRolesT } from '../i18n';
import { useRoleName } from '../roleName';
import { DataScopeFields } from './DataScopeFields';

type Values = Pick<RoleDataScope, 'dataScope' | 'organIds'>;

/** Which rows the role's holders see (ROLE_EDIT, `bindDataScope`). */
export function DataScopeModal({ role, onClose }: { role: RolePageRow; onClose: () => void }) {
  const { t, tr } = useRolesT();
  const roleName = useRoleName();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const current = useRoleDataScope(role.roleId);
  const bind = useBindDataScope();

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const organIds = values.dataScope === 5 ? (values.organIds ?? []) : [];
    bind.mutate(
      { roleId: role.roleId, dataScope: values.dataScope, organIds },
      {
        onSuccess: () => {
          void message.success(t('done.saved'));
          onClose();
        },
        onError: (error) => reportError(error, message.error, tr),
      },
    );
  };

  return (
    <Modal
      open
      title={t('scope.title', { name: roleName(role) })}
      width={560}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      okButtonProps={{ disabled: !current.data }}
      confirmLoading={bind.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Spin spinning={current.isLoading}>
        {current.data && (
          <Form<Values>
            onKeyDown={submitOnEnter(submit)}
            form={form}
            name="scopeForm"
            layout="vertical"
            initialValues={current.data}
            data-testid="scope-form"
          >
            <DataScopeFields />
          </Form>
        )}
      </Spin>
    </Modal>
  );
}
