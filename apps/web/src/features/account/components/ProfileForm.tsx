import type { UserInfo } from '@awards/shared/auth';
import { PROFILE_MESSAGES, type ProfileUpdate, profileUpdateSchema } from '@awards/shared/profile';
import { ApiError } from '@awards/web-common/apiError';
import { translateShared } from '@awards/web-common/i18n';
import { isRequired, zodRule } from '@awards/web-common/zodRule';
import { App, Button, Form, Input, Radio } from 'antd';
import { useUpdateProfile } from '../api/profile';
import { type AccountKey, useAccountT } from '../i18n';

const FIELDS = profileUpdateSchema.shape;
type Values = Omit<ProfileUpdate, 'sex'> & { sex: 0 | 1 | 2 };

const TEXT_FIELDS: { name: 'nickname' | 'email' | 'phone' | 'telephone'; label: AccountKey; max: number }[] =
  [
    { name: 'nickname', label: 'profile.nickname', max: 20 },
    { name: 'email', label: 'profile.email', max: 100 },
    { name: 'phone', label: 'profile.phone', max: 11 },
    { name: 'telephone', label: 'profile.telephone', max: 20 },
  ];

/** Which field a 409 is about: the server names it only by its message's key. */
const CONFLICT_FIELD: Record<string, 'email' | 'phone'> = {
  [PROFILE_MESSAGES.emailTaken]: 'email',
  [PROFILE_MESSAGES.phoneTaken]: 'phone',
};

/**
 * The fields a user may change themself, with the rules and messages of the shared
 * schema (the server applies the same ones). Name, login name and roles are the
 * administrator's and are shown, not edited.
 */
export function ProfileForm({ user }: { user: UserInfo }) {
  const t = useAccountT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const update = useUpdateProfile();

  const onFinish = (values: Values) =>
    update.mutate(
      { ...values, sex: values.sex === 0 ? null : values.sex },
      {
        onSuccess: () => void message.success(t('profile.saved')),
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const fieldErrors = (error.dataSet as { fieldErrors?: Record<string, string> } | undefined)
            ?.fieldErrors;
          const entries = Object.entries(fieldErrors ?? {});
          const conflict = error.ref && CONFLICT_FIELD[error.ref];
          if (conflict) entries.push([conflict, error.ref!]);
          form.setFields(
            entries.map(([name, text]) => ({ name: name as keyof Values, errors: [translateShared(text)] })),
          );
        },
      },
    );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={{
        nickname: user.nickname,
        email: user.email ?? '',
        phone: user.phone ?? '',
        telephone: user.telephone ?? '',
        sex: (user.sex ?? 0) as 0 | 1 | 2,
      }}
      onFinish={onFinish}
      data-testid="profile-form"
    >
      {TEXT_FIELDS.map(({ name, label, max }) => (
        <Form.Item
          key={name}
          name={name}
          label={t(label)}
          required={isRequired(FIELDS[name])}
          rules={[zodRule(FIELDS[name], translateShared)]}
        >
          <Input maxLength={max} allowClear={name !== 'nickname'} />
        </Form.Item>
      ))}
      <Form.Item name="sex" label={t('profile.sex')}>
        <Radio.Group
          options={[
            { value: 1, label: t('profile.male') },
            { value: 2, label: t('profile.female') },
            { value: 0, label: t('profile.unset') },
          ]}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="profile-save">
        {t('profile.save')}
      </Button>
    </Form>
  );
}
