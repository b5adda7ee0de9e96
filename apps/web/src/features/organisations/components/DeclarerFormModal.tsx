import type { UserView } from '@awards/shared/users';
import { App, Form, Input, InputNumber, Modal } from 'antd';
import { submitOnEnter } from '../../../components/submitOnEnter';
import { showSaveError } from '../../../lib/formErrors';
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

const FIELD_NAMES = ['loginName', 'realname', 'password', 'phone', 'email', 'userIdentity', 'remarks'];

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
  const { message } = App.useApp();
  const [form] = Form.useForm<DeclarerValues>();
  const save = useSaveDeclarer();

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const fields = {
      organId,
      loginName: values.loginName.trim(),
      realname: values.realname.trim(),
      phone: values.phone ?? null,
      email: values.email ?? null,
      userIdentity: values.userIdentity ?? null,
      remarks: values.remarks ?? null,
    };
    save.mutate(
      user
        ? { kind: 'update', values: { ...fields, userId: user.userId } }
        : { kind: 'add', values: { ...fields, password: values.password ?? '' } },
      {
        onSuccess: () => {
          void message.success(t(user ? 'done.edited' : 'done.added'));
          onClose();
        },
        onError: (error) => showSaveError(error, form, FIELD_NAMES, message.error, tr),
      },
    );
  };

  return (
    <Modal
      open
      title={t(user ? 'declarers.editTitle' : 'declarers.addTitle')}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      confirmLoading={save.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<DeclarerValues>
        onKeyDown={submitOnEnter(submit)}
        form={form}
        layout="vertical"
        name="declarerForm"
        data-testid="declarer-form"
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
      </Form>
    </Modal>
  );
}
