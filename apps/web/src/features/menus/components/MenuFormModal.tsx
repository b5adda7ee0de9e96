import { MENU_MESSAGES, type MenuView, menuAddSchema, menuEditSchema } from '@awards/shared/menus';
import { markSchemaErrors } from '@awards/web-common/formErrors';
import { Alert, Form } from 'antd';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { parseFormParam } from '../../../lib/useRouteParam';
import { type MenuSave, useSaveMenu } from '../api/saveMenu';
import { useMenusT } from '../i18n';
import { type MenuFormValues, menuValues, newMenuValues, toMenuAdd, toMenuEdit } from '../menuForm';
import { findRow, type MenuRow, parentOptions, useMenuTitleOf } from '../menuRows';
import { MenuFormFields } from './MenuFormFields';

const ALERT = { marginBottom: 16 };
const MODAL_PROPS = { 'data-testid': 'menu-form' } as Record<`data-${string}`, string>;

/** Conflicts (409) name their field only in the message. */
const CONFLICTS = { [MENU_MESSAGES.urlTaken]: 'menuUrl', [MENU_MESSAGES.nameTaken]: 'name' };

export type MenuFormMode =
  | { kind: 'add' }
  | { kind: 'addSub'; parent: MenuRow }
  | { kind: 'edit'; menu: MenuView };

/** The form the address names ('add', 'addSub:<parentId>' or 'edit:<menuId>'); null: none that is there. */
export function menuFormMode(value: string | null, rows: MenuRow[]): MenuFormMode | null {
  const [kind, id] = parseFormParam(value);
  if (kind === 'add') return { kind: 'add' };
  const row = id === null ? undefined : findRow(rows, id);
  if (!row) return null;
  if (kind === 'addSub') return { kind: 'addSub', parent: row };
  return kind === 'edit' ? { kind: 'edit', menu: row } : null;
}

interface Props {
  mode: MenuFormMode;
  rows: MenuRow[];
  defaultAppId?: number;
  onClose: () => void;
}

/** Add, add-child and edit of a menu in one modal (spec 001 §7 "Menus"). */
export function MenuFormModal({ mode, rows, defaultAppId, onClose }: Props) {
  const { t, tr } = useMenusT();
  const [form] = Form.useForm<MenuFormValues>();
  const save = useSaveMenu();
  const titleOf = useMenuTitleOf();
  const editing = mode.kind === 'edit' ? mode.menu : null;
  const initial =
    mode.kind === 'edit'
      ? menuValues(mode.menu)
      : newMenuValues(mode.kind === 'addSub' ? mode.parent : null, defaultAppId);

  const onSave = (values: MenuFormValues) => {
    const request: MenuSave = editing
      ? { kind: 'edit', values: toMenuEdit(editing.menuId, values) }
      : mode.kind === 'addSub'
        ? { kind: 'addSub', values: { ...toMenuAdd(values), parentMenuId: mode.parent.menuId } }
        : { kind: 'add', values: toMenuAdd(values) };
    if (markSchemaErrors(form, editing ? menuEditSchema : menuAddSchema, request.values, tr)) return null;
    return save.mutateAsync(request);
  };

  // A chosen parent decides the app: a child belongs to its parent's app.
  const onValuesChange = (changed: Partial<MenuFormValues>) => {
    if (!changed.parentMenuId) return;
    const parent = findRow(rows, changed.parentMenuId);
    if (parent) form.setFieldValue('appId', parent.appId);
  };

  const title = { add: t('form.addTitle'), addSub: t('form.addSubTitle'), edit: t('form.editTitle') };
  return (
    <EntityFormModal
      form={form}
      name="menu"
      testId="menu-form-fields"
      title={title[mode.kind]}
      saved={t(editing ? 'done.edited' : 'done.added')}
      width={760}
      modalProps={MODAL_PROPS}
      initialValues={initial}
      onValuesChange={onValuesChange}
      onSave={onSave}
      translate={tr}
      conflicts={CONFLICTS}
      onClose={onClose}
    >
      {editing?.builtIn && <Alert type="info" showIcon title={t('form.builtInHint')} style={ALERT} />}
      <MenuFormFields
        parents={parentOptions(rows, editing?.menuId, titleOf)}
        builtIn={Boolean(editing?.builtIn)}
        parentFixed={mode.kind === 'addSub'}
      />
    </EntityFormModal>
  );
}
