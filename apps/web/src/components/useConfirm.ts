import { Modal } from 'antd';
import { useWidgetsT } from './i18n';
import { type ActionConfirm, confirmParts } from './RowActions/types';

export interface ConfirmOptions {
  /** A red OK button: the step cannot be undone (不予受理, a deletion...). */
  danger?: boolean;
  okText?: string;
}

/**
 * Asks before a destructive or irreversible step that is not a row action (a form's decision,
 * a toolbar button): `await ask(question)` is true once confirmed, false when cancelled.
 * The hook, not App.useApp: it then works under any ConfigProvider. Render `holder` once.
 */
export function useConfirm() {
  const { t } = useWidgetsT();
  const [modal, holder] = Modal.useModal();
  const ask = (confirm: ActionConfirm, options: ConfirmOptions = {}) =>
    new Promise<boolean>((resolve) => {
      const { title, description } = confirmParts(confirm);
      modal.confirm({
        title,
        content: description,
        okText: options.okText ?? t('actions.ok'),
        cancelText: t('actions.cancel'),
        okButtonProps: { danger: options.danger },
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  return { ask, holder };
}
