import type { UserView } from '@awards/shared/users';
import { Form, Input, InputNumber } from 'antd';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { useSaveDeclarer } from '../api/organDeclarers';
import { useOrgansT } from '../i18n';

interface DeclarerValues {
  loginName: string;
  realname: string;
  password?: string;
  phone?: string;
  email?: string;
  userIdentity?: number | null;
  remarks?: string;
}

/** Add or edit a declarer of a declaring unit; the server checks every field with the users' rules. */
export function DeclarerFormModal({
  organId,
  user,
  onClose,
}: {
  organId: number;
  user: UserView | null;
  onClose: () => void;
}) {
  const { t, tr } = useOrgansT();
  const [form] = Form.useForm<DeclarerValues>();
  const save = useSaveDeclarer();

  const onSave = (values: DeclarerValues) => {
    const fields = {
      organId,
      loginName: values.loginName.trim(),
      realname: values.realname.trim(),
      phone: values.phone ?? null,
      email: values.email ?? null,
      userIdentity: values.userIdentity ?? null,
      remarks: values.remarks ?? null,
    };
    return save.mutateAsync(
      user
        ? { kind: 'update', values: { ...fields, userId: user.userId } }
        : { kind: 'add', values: { ...fields, password: values.password ?? '' } },
    );
  };

  return (
    <EntityFormModal
      form={form}
      name="declarer"
      title={t(user ? 'declarers.editTitle' : 'declarers.addTitle')}
      saved={t(user ? 'done.edited' : 'done.added')}
      initialValues={
        user
          ? {
              loginName: user.loginName,
              realname: user.realname,
              phone: user.phone ?? '',
              email: user.email ?? '',
              userIdentity: user.userIdentity,
              remarks: user.remarks ?? '',
            }
          : {}
      }
      onSave={onSave}
      translate={tr}
      onClose={onClose}
    >
      <Form.Item
        name="loginName"
        label={t('users.loginName')}
        rules={[{ required: true, message: t('declarers.required') }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="realname"
        label={t('users.realname')}
        rules={[{ required: true, message: t('declarers.required') }]}
      >
        <Input />
      </Form.Item>
      {!user && (
        <Form.Item
          name="password"
          label={t('declarers.password')}
          rules={[{ required: true, message: t('declarers.required') }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      )}
      <Form.Item name="phone" label={t('users.phone')}>
        <Input />
      </Form.Item>
      <Form.Item name="email" label={t('declarers.email')}>
        <Input />
      </Form.Item>
      <Form.Item name="userIdentity" label={t('declarers.userIdentity')}>
        <InputNumber min={0} max={99} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remarks" label={t('form.remarks')}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </EntityFormModal>
  );
}
