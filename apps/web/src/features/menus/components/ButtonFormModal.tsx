import { buttonAddSchema, MENU_MESSAGES, type MenuButtonView } from '@awards/shared/menus';
import { App, Form, Input, InputNumber, Modal } from 'antd';
import { submitOnEnter } from '../../../components/submitOnEnter';
import { showSaveError } from '../../../lib/formErrors';
import { isRequired, zodRule } from '../../../lib/zodRule';
import { useSaveButton } from '../api/menuButtons';
import { useMenusT } from '../i18n';

const FIELDS = buttonAddSchema.shape;
const CONFLICTS = {
  [MENU_MESSAGES.buttonPermsTaken]: 'buttonPerms',
  [MENU_MESSAGES.buttonCodeTaken]: 'buttonCode',
};

interface Values {
  name: string;
  buttonCode: string;
  buttonPerms: string;
  sortNum?: number | null;
}

/** Add or edit one button of a menu. A built-in button keeps its codes: the server checks them. */
export function ButtonFormModal(props: {
  menuId: number;
  button: MenuButtonView | null;
  onClose: () => void;
}) {
  const { menuId, button, onClose } = props;
  const { t, tr } = useMenusT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveButton();
  const rule = (name: 'name' | 'buttonCode' | 'buttonPerms' | 'sortNum') => ({
    required: name !== 'sortNum' && isRequired(FIELDS[name]),
    rules: [zodRule(FIELDS[name], tr)],
  });

  const submit = async () => {
    const checked = await form.validateFields().catch(() => null);
    if (!checked) return;
    const { sortNum, ...values } = checked;
    const common = { ...values, ...(typeof sortNum === 'number' ? { sortNum } : {}) };
    const request = button
      ? ({ kind: 'edit', values: { ...common, buttonId: button.buttonId } } as const)
      : ({ kind: 'add', values: { ...common, menuId } } as const);
    save.mutate(request, {
      onSuccess: () => {
        void message.success(t(button ? 'buttons.edited' : 'buttons.added'));
        onClose();
      },
      onError: (error) => showSaveError(error, form, Object.keys(FIELDS), message.error, tr, CONFLICTS),
    });
  };

  return (
    <Modal
      open
      title={t(button ? 'buttons.editTitle' : 'buttons.addTitle')}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      confirmLoading={save.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        onKeyDown={submitOnEnter(submit)}
        form={form}
        name="buttonForm"
        layout="vertical"
        initialValues={button ?? {}}
        data-testid="button-form"
      >
        <Form.Item name="name" label={t('buttons.name')} {...rule('name')}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="buttonCode" label={t('buttons.buttonCode')} {...rule('buttonCode')}>
          <Input maxLength={50} disabled={button?.builtIn} placeholder="export" />
        </Form.Item>
        <Form.Item name="buttonPerms" label={t('buttons.buttonPerms')} {...rule('buttonPerms')}>
          <Input maxLength={64} disabled={button?.builtIn} placeholder="USER_EXPORT" />
        </Form.Item>
        <Form.Item name="sortNum" label={t('buttons.sortNum')} {...rule('sortNum')}>
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
