import type { OrganNode, OrganView } from '@awards/shared/organisations';
import { organAddSchema } from '@awards/shared/organisations';
import { reportError, showSaveError } from '@awards/web-common/formErrors';
import { App, Button, Form, Popconfirm, Space } from 'antd';
import { Permission, usePermission } from '../../../components/RowActions/Permission';
import { type OrganSave, useDeleteOrgan, useSaveOrgan } from '../api/saveOrgan';
import { useOrgansT } from '../i18n';
import { newOrgan, type OrganFormValues, organValues, toOrganAdd, toOrganUpdate } from '../organForm';
import { subtreeIds } from '../organTree';
import { OrganFormFields } from './OrganFormFields';

const FIELD_NAMES = [...Object.keys(organAddSchema.shape), 'region'];

/** What the right-hand side shows: an organisation to edit, or a new one (at the top or under a parent). */
export type EditorMode =
  | { kind: 'edit'; organ: OrganView; node: OrganNode | null }
  | { kind: 'add' | 'addSub'; parentOrganId: number | null };

interface Props {
  mode: EditorMode;
  tree: readonly OrganNode[];
  onSaved: (organ: OrganView) => void;
  onAddChild: (parentOrganId: number) => void;
  onDeleted: () => void;
  onCancel: () => void;
}

/**
 * The selected organisation's form: save, add a child, delete (the server's 422 reason shown).
 * Keyed by the caller per organisation, so a new selection starts a fresh form.
 */
export function OrganEditor({ mode, tree, onSaved, onAddChild, onDeleted, onCancel }: Props) {
  const { t, tr } = useOrgansT();
  const { message } = App.useApp();
  const [form] = Form.useForm<OrganFormValues>();
  const save = useSaveOrgan();
  const remove = useDeleteOrgan();
  const editing = mode.kind === 'edit' ? mode.organ : null;
  const canEdit = usePermission(
    editing ? 'DEPART_EDIT' : mode.kind === 'add' ? 'DEPART_ADD' : 'DEPART_ADDSUB',
  );
  const initial = editing ? organValues(editing) : newOrgan(mode.kind === 'edit' ? null : mode.parentOrganId);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const request: OrganSave = editing
      ? { kind: 'update', values: toOrganUpdate(editing.organId, values) }
      : { kind: mode.kind === 'addSub' ? 'addSub' : 'add', values: toOrganAdd(values) };
    save.mutate(request, {
      onSuccess: (organ) => {
        void message.success(t(editing ? 'done.edited' : 'done.added'));
        onSaved(organ);
      },
      onError: (error) => showSaveError(error, form, FIELD_NAMES, message.error, tr),
    });
  };
  const del = (organId: number) =>
    remove.mutateAsync(organId).then(
      () => {
        void message.success(t('done.deleted'));
        onDeleted();
      },
      (error) => reportError(error, message.error, tr),
    );

  return (
    <>
      <Form<OrganFormValues>
        form={form}
        name="organForm"
        layout="vertical"
        initialValues={initial}
        disabled={!canEdit}
        data-testid="organ-form"
      >
        <OrganFormFields
          tree={tree}
          organId={editing?.organId}
          barred={mode.kind === 'edit' && mode.node ? subtreeIds(mode.node) : []}
        />
      </Form>
      {/* Outside the form: a read-only form would disable them, and the confirm pop-up's buttons too. */}
      <Space wrap>
        {canEdit && (
          <Button type="primary" loading={save.isPending} onClick={submit} data-testid="organ-save">
            {t('form.save')}
          </Button>
        )}
        {editing ? (
          <>
            <Permission code="DEPART_ADDSUB">
              <Button onClick={() => onAddChild(editing.organId)} data-testid="organ-add-child">
                {t('form.addChild')}
              </Button>
            </Permission>
            <Permission code="DEPART_DEL">
              <Popconfirm
                title={t('form.deleteConfirm', { name: editing.organName })}
                onConfirm={() => del(editing.organId)}
              >
                <Button danger data-testid="organ-delete">
                  {t('form.delete')}
                </Button>
              </Popconfirm>
            </Permission>
          </>
        ) : (
          <Button onClick={onCancel}>{t('form.cancel')}</Button>
        )}
      </Space>
    </>
  );
}
