import { THEME_MESSAGES, type ThemeView, themeCreateSchema, themeUpdateSchema } from '@awards/shared/themes';
import { markSchemaErrors } from '@awards/web-common/formErrors';
import { Form } from 'antd';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
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

const CONFLICTS = {
  [THEME_MESSAGES.nameTaken]: 'themeName',
  [THEME_MESSAGES.footerConflict]: 'hideFooter',
};

/** Create or edit a theme; a new theme is never the system default (that is its own action). */
export function ThemeFormModal({ theme, onClose }: { theme: ThemeView | null; onClose: () => void }) {
  const { t, tr } = useThemesT();
  const [form] = Form.useForm<ThemeFormValues>();
  const change = useChangeTheme();
  const firstLayout = useLayoutOptions().data?.[0]?.layoutId;

  const onSave = (values: ThemeFormValues) => {
    const request: ThemeChange = theme
      ? { kind: 'update', values: toThemeUpdate(theme.themeId, values) }
      : { kind: 'create', values: toThemeCreate(values) };
    // The rules across fields (a footer both fixed and hidden) come from the schema itself.
    if (markSchemaErrors(form, theme ? themeUpdateSchema : themeCreateSchema, request.values, tr))
      return null;
    return change.mutateAsync(request);
  };

  return (
    <EntityFormModal
      form={form}
      name="theme"
      title={t(theme ? 'form.editTitle' : 'form.addTitle')}
      saved={t(theme ? 'done.edited' : 'done.added')}
      width={760}
      initialValues={theme ? themeValues(theme) : newThemeValues(firstLayout)}
      onSave={onSave}
      translate={tr}
      conflicts={CONFLICTS}
      onClose={onClose}
    >
      <ThemeFormFields />
    </EntityFormModal>
  );
}
