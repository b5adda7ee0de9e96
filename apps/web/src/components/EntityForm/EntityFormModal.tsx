import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { showSaveError } from '@awards/web-common/formErrors';
import { App, Button, Form, type FormInstance, Modal, type ModalProps, Tooltip } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useKitLooks } from '../../lib/themeAppearance';
import { useWidgetsT } from '../i18n';
import { submitOnEnter } from '../submitOnEnter';

export interface EntityFormModalProps<V> {
  /** The form, made by the caller (`Form.useForm<V>()`) so its fields can watch each other. */
  form: FormInstance<V>;
  /** The entity's name: the form is `<name>Form` (its inputs' ids: `awardForm_awardCode`), its test id `<name>-form`. */
  name: string;
  /** The form's test id where it is not `<name>-form`. */
  testId?: string;
  /** Add or edit: `t(award ? 'form.editTitle' : 'form.addTitle')`. */
  title: ReactNode;
  /** The message once saved: `t(award ? 'done.edited' : 'done.added')`. */
  saved: string;
  initialValues?: Partial<V>;
  /**
   * Saves the checked values: `(v) => save.mutateAsync(request of v)`. Null saves nothing, for
   * a check across fields that has just marked the form (`markSchemaErrors`, an edition's windows).
   */
  onSave: (values: V) => Promise<unknown> | null;
  /** Translates the shared schemas' and the server's message keys (the feature's `tr`). */
  translate: (message: string) => string;
  /** A 409 named only by its message key, and the field it belongs under. */
  conflicts?: Record<string, string>;
  /** The form's name of a field the server names otherwise: a prefix it adds, or a mapping. */
  serverName?: string | ((name: string) => string);
  /** The fields a server error may be shown on; by default every field the form shows. */
  fields?: readonly string[];
  onValuesChange?: (changed: Partial<V>, values: V) => void;
  onClose: () => void;
  width?: number;
  /** OK's text where it is not 确定 (保存...). */
  okText?: string;
  /** Anything else of the Modal: a test id on OK, a style. */
  modalProps?: Omit<ModalProps, 'open' | 'title' | 'onOk' | 'onCancel' | 'confirmLoading' | 'width'>;
  /** The fields (and any note above them). */
  children: ReactNode;
}

/**
 * The dialog that adds or edits one record (issue 14): the save scaffold every entity form
 * shares, so a feature's form keeps only its fields and its mutation. OK (or Enter in a text
 * field) checks the fields, builds the request, saves; success says `saved` and closes; a
 * refusal puts each of the server's field errors (400) and a known conflict (409) on its field
 * and anything else in one message, the dialog staying open. OK shows the save under way and
 * a second OK (or Enter) then is ignored. Required marks come from the rules (`zodRule` says required when its field
 * refuses an empty value).
 *
 * ```tsx
 * const [form] = Form.useForm<AwardFormValues>();
 * const save = useSaveAward();
 * <EntityFormModal form={form} name="award" title={…} saved={…}
 *   onSave={(v) => save.mutateAsync(award ? { kind: 'update', values: … } : { kind: 'add', values: … })}
 *   translate={tr} initialValues={…} onClose={onClose}>
 *   <Form.Item name="awardName" label={…} rules={[zodRule(FIELDS.awardName, tr)]}>…</Form.Item>
 * </EntityFormModal>
 * ```
 */
export function EntityFormModal<V>(props: EntityFormModalProps<V>) {
  const { form, translate, onClose } = props;
  const { t } = useWidgetsT();
  const { message } = App.useApp();
  // A theme's dialog width (spec 000 §3) wins over the form's own; a phone's width caps both (antd).
  const looks = useKitLooks();
  // Full screen (允许全屏): a switch beside the close button, outside the title so the dialog's name stays its title.
  const [full, setFull] = useState(false);
  // The ref stops a second Enter at once; the state shows OK loading.
  const saving = useRef(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (saving.current) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const saved = props.onSave(values);
    if (saved === null) return;
    saving.current = true;
    setBusy(true);
    try {
      await saved;
    } catch (error) {
      const fields = props.fields ?? Object.keys(form.getFieldsValue() ?? {});
      showSaveError(error, form, fields, message.error, translate, props.conflicts, props.serverName);
      return;
    } finally {
      saving.current = false;
      setBusy(false);
    }
    void message.success(props.saved);
    onClose();
  };

  return (
    <Modal
      destroyOnHidden
      {...props.modalProps}
      open
      title={props.title}
      width={full ? '100vw' : (looks.modalWidth ?? props.width)}
      rootClassName={full ? 'entity-modal-full' : undefined}
      modalRender={
        looks.fullscreen
          ? (content) => (
              <div className="entity-modal-frame">
                {content}
                <Tooltip title={t(full ? 'actions.exitFullscreen' : 'actions.fullscreen')}>
                  <Button
                    type="text"
                    size="small"
                    className="entity-modal-fullscreen"
                    data-testid="modal-fullscreen"
                    aria-label={t(full ? 'actions.exitFullscreen' : 'actions.fullscreen')}
                    aria-pressed={full}
                    icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
                    onClick={() => setFull(!full)}
                  />
                </Tooltip>
              </div>
            )
          : undefined
      }
      okText={props.okText ?? t('actions.ok')}
      cancelText={t('actions.cancel')}
      confirmLoading={busy}
      onOk={submit}
      onCancel={onClose}
    >
      <Form<V>
        onKeyDown={submitOnEnter(submit)}
        form={form}
        name={`${props.name}Form`}
        layout="vertical"
        initialValues={props.initialValues}
        onValuesChange={props.onValuesChange}
        data-testid={props.testId ?? `${props.name}-form`}
      >
        {props.children}
      </Form>
    </Modal>
  );
}
