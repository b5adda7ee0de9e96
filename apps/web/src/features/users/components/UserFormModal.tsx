import type { UserDetail } from '@awards/shared/users';
import { Form } from 'antd';
import { useEffect } from 'react';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { useSaveUser } from '../api/saveUser';
import { useGeneratedUserNo } from '../api/userDetail';
import { useUsersT } from '../i18n';
import { NEW_USER, toUserAdd, toUserUpdate, type UserFormValues, userValues } from '../userForm';
import { UserFormFields } from './UserFormFields';

/** Add or edit a user; a new user gets the server-drawn user number, shown before saving. */
export function UserFormModal({ user, onClose }: { user: UserDetail | null; onClose: () => void }) {
  const { t, tr } = useUsersT();
  const [form] = Form.useForm<UserFormValues>();
  const save = useSaveUser();
  const generated = useGeneratedUserNo(user === null);
  const userNo = generated.data?.userNo;
  useEffect(() => {
    if (userNo) form.setFieldValue('userNo', userNo);
  }, [form, userNo]);

  return (
    <EntityFormModal
      form={form}
      name="user"
      title={t(user ? 'form.editTitle' : 'form.addTitle')}
      saved={t(user ? 'done.edited' : 'done.added')}
      width={760}
      initialValues={user ? userValues(user) : NEW_USER}
      onSave={(values) =>
        save.mutateAsync(
          user
            ? { kind: 'update', values: toUserUpdate(user.userId, values) }
            : { kind: 'add', values: toUserAdd(values) },
        )
      }
      translate={tr}
      onClose={onClose}
    >
      <UserFormFields userId={user?.userId} />
    </EntityFormModal>
  );
}
