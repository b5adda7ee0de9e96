import { buttonAddSchema, MENU_MESSAGES, type MenuButtonView } from '@awards/shared/menus';
import { isRequired, zodRule } from '@awards/web-common/zodRule';
import { Form, Input, InputNumber } from 'antd';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
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
  const [form] = Form.useForm<Values>();
  const save = useSaveButton();
  const rule = (name: 'name' | 'buttonCode' | 'buttonPerms' | 'sortNum') => ({
    required: name !== 'sortNum' && isRequired(FIELDS[name]),
    rules: [zodRule(FIELDS[name], tr)],
  });

  return (
    <EntityFormModal
      form={form}
      name="button"
      title={t(button ? 'buttons.editTitle' : 'buttons.addTitle')}
      saved={t(button ? 'buttons.edited' : 'buttons.added')}
      initialValues={button ?? {}}
      onSave={({ sortNum, ...values }) => {
        const common = { ...values, ...(typeof sortNum === 'number' ? { sortNum } : {}) };
        return save.mutateAsync(
          button
            ? { kind: 'edit', values: { ...common, buttonId: button.buttonId } }
            : { kind: 'add', values: { ...common, menuId } },
        );
      }}
      translate={tr}
      conflicts={CONFLICTS}
      onClose={onClose}
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
    </EntityFormModal>
  );
}
