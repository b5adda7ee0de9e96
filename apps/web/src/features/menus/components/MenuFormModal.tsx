import { MENU_MESSAGES, type MenuView, menuAddSchema, menuEditSchema } from '@awards/shared/menus';
import { Alert, App, Form, Modal } from 'antd';
import { submitOnEnter } from '../../../components/submitOnEnter';
import { markSchemaErrors, showSaveError } from '../../../lib/formErrors';
import { type MenuSave, useSaveMenu } from '../api/saveMenu';
import { useMenusT } from '../i18n';
import { type MenuFormValues, menuValues, newMenuValues, toMenuAdd, toMenuEdit } from '../menuForm';
import { findRow, type MenuRow, parentOptions, useMenuTitleOf } from '../menuRows';
import { MenuFormFields } from './MenuFormFields';

const ALERT = { marginBottom: 16 };

/** Conflicts (409) name their field only in the message. */
const CONFLICTS = { [MENU_MESSAGES.urlTaken]: 'menuUrl', [MENU_MESSAGES.nameTaken]: 'name' };

export type MenuFormMode =
  | { kind: 'add' }
  | { kind: 'addSub'; parent: MenuRow }
  | { kind: 'edit'; menu: MenuView };

interface Props {
  mode: MenuFormMode;
  rows: MenuRow[];
  defaultAppId?: number;
  onClose: () => void;
}

/** Add, add-child and edit of a menu in one modal (spec 001 §7 "Menus"). */
export function MenuFormModal({ mode, rows, defaultAppId, onClose }: Props) {
  const { t, tr } = useMenusT();
  const { message } = App.useApp();
  const [form] = Form.useForm<MenuFormValues>();
  const save = useSaveMenu();
  const titleOf = useMenuTitleOf();
  const editing = mode.kind === 'edit' ? mode.menu : null;
  const initial =
    mode.kind === 'edit'
      ? menuValues(mode.menu)
      : newMenuValues(mode.kind === 'addSub' ? mode.parent : null, defaultAppId);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const request: MenuSave = editing
      ? { kind: 'edit', values: toMenuEdit(editing.menuId, values) }
      : mode.kind === 'addSub'
        ? { kind: 'addSub', values: { ...toMenuAdd(values), parentMenuId: mode.parent.menuId } }
        : { kind: 'add', values: toMenuAdd(values) };
    if (markSchemaErrors(form, editing ? menuEditSchema : menuAddSchema, request.values, tr)) return;
    save.mutate(request, {
      onSuccess: () => {
        void message.success(t(editing ? 'done.edited' : 'done.added'));
        onClose();
      },
      onError: (error) =>
        showSaveError(error, form, Object.keys(form.getFieldsValue(true)), message.error, tr, CONFLICTS),
    });
  };

  // A chosen parent decides the app: a child belongs to its parent's app.
  const onValuesChange = (changed: Partial<MenuFormValues>) => {
    if (!changed.parentMenuId) return;
    const parent = findRow(rows, changed.parentMenuId);
    if (parent) form.setFieldValue('appId', parent.appId);
  };

  const title = { add: t('form.addTitle'), addSub: t('form.addSubTitle'), edit: t('form.editTitle') };
  return (
    <Modal
      open
      title={title[mode.kind]}
      width={760}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      confirmLoading={save.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      data-testid="menu-form"
    >
      {editing?.builtIn && <Alert type="info" showIcon title={t('form.builtInHint')} style={ALERT} />}
      <Form<MenuFormValues>
        onKeyDown={submitOnEnter(submit)}
        form={form}
        name="menuForm"
        layout="vertical"
        initialValues={initial}
        onValuesChange={onValuesChange}
        data-testid="menu-form-fields"
      >
        <MenuFormFields
          parents={parentOptions(rows, editing?.menuId, titleOf)}
          builtIn={Boolean(editing?.builtIn)}
          parentFixed={mode.kind === 'addSub'}
        />
      </Form>
    </Modal>
  );
}
