import { THEME_MESSAGES, type ThemeView, themeCreateSchema, themeUpdateSchema } from '@awards/shared/themes';
import { App, Form, Modal } from 'antd';
import { submitOnEnter } from '../../../components/submitOnEnter';
import { markSchemaErrors, showSaveError } from '../../../lib/formErrors';
import { type ThemeChange, useChangeTheme } from '../api/changeTheme';
import { useLayoutOptions } from '../api/layoutOptions';
import { useThemesT } from '../i18n';
import {
  newThemeValues,
  type ThemeFormValues,
  themeValues,
  toThemeCreate,
  toThemeUpdate,
} from '../themeForm';
import { ThemeFormFields } from './ThemeFormFields';

const FIELD_NAMES = Object.keys(themeCreateSchema.shape);

/** Create or edit a theme; a new theme is never the system default (that is its own action). */
export function ThemeFormModal({ theme, onClose }: { theme: ThemeView | null; onClose: () => void }) {
  const { t, tr } = useThemesT();
  const { message } = App.useApp();
  const [form] = Form.useForm<ThemeFormValues>();
  const change = useChangeTheme();
  const firstLayout = useLayoutOptions().data?.[0]?.layoutId;

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const request: ThemeChange = theme
      ? { kind: 'update', values: toThemeUpdate(theme.themeId, values) }
      : { kind: 'create', values: toThemeCreate(values) };
    // The rules across fields (a footer both fixed and hidden) come from the schema itself.
    if (markSchemaErrors(form, theme ? themeUpdateSchema : themeCreateSchema, request.values, tr)) return;
    change.mutate(request, {
      onSuccess: () => {
        void message.success(t(theme ? 'done.edited' : 'done.added'));
        onClose();
      },
      onError: (error) =>
        showSaveError(error, form, FIELD_NAMES, message.error, tr, {
          [THEME_MESSAGES.nameTaken]: 'themeName',
          [THEME_MESSAGES.footerConflict]: 'hideFooter',
        }),
    });
  };

  return (
    <Modal
      open
      title={t(theme ? 'form.editTitle' : 'form.addTitle')}
      width={760}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      confirmLoading={change.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ThemeFormValues>
        onKeyDown={submitOnEnter(submit)}
        form={form}
        name="themeForm"
        layout="vertical"
        initialValues={theme ? themeValues(theme) : newThemeValues(firstLayout)}
        data-testid="theme-form"
      >
        <ThemeFormFields />
      </Form>
    </Modal>
  );
}
