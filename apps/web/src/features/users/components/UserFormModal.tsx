import { type UserDetail, userAddSchema } from '@awards/shared/users';
import { App, Form, Modal } from 'antd';
import { useEffect } from 'react';
import { submitOnEnter } from '../../../components/submitOnEnter';
import { showSaveError } from '../../../lib/formErrors';
import { type UserSave, useSaveUser } from '../api/saveUser';
import { useGeneratedUserNo } from '../api/userDetail';
import { useUsersT } from '../i18n';
import { NEW_USER, toUserAdd, toUserUpdate, type UserFormValues, userValues } from '../userForm';
import { UserFormFields } from './UserFormFields';

const FIELD_NAMES = Object.keys(userAddSchema.shape);

/** Add or edit a user; a new user gets the server-drawn user number, shown before saving. */
export function UserFormModal({ user, onClose }: { user: UserDetail | null; onClose: () => void }) {
  const { t, tr } = useUsersT();
  const { message } = App.useApp();
  const [form] = Form.useForm<UserFormValues>();
  const save = useSaveUser();
  const generated = useGeneratedUserNo(user === null);
  const userNo = generated.data?.userNo;
  useEffect(() => {
    if (userNo) form.setFieldValue('userNo', userNo);
  }, [form, userNo]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const request: UserSave = user
      ? { kind: 'update', values: toUserUpdate(user.userId, values) }
      : { kind: 'add', values: toUserAdd(values) };
    save.mutate(request, {
      onSuccess: () => {
        void message.success(t(user ? 'done.edited' : 'done.added'));
        onClose();
      },
      onError: (error) => showSaveError(error, form, FIELD_NAMES, message.error, tr),
    });
  };

  return (
    <Modal
      open
      title={t(user ? 'form.editTitle' : 'form.addTitle')}
      width={760}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      confirmLoading={save.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<UserFormValues>
        onKeyDown={submitOnEnter(submit)}
        form={form}
        name="userForm"
        layout="vertical"
        initialValues={user ? userValues(user) : NEW_USER}
        data-testid="user-form"
      >
        <UserFormFields userId={user?.userId} />
      </Form>
    </Modal>
  );
}
