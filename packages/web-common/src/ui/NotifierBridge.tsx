import { Modal, notification } from 'antd';
import { useEffect } from 'react';
import { bindNotifier } from '../notify';

/**
 * Shows what the HTTP client and the loaders report: antd notifications and dialogs,
 * rendered here (inside ConfigProvider) so they follow the theme and the language.
 */
export function NotifierBridge() {
  const [notices, noticeHolder] = notification.useNotification();
  const [modal, modalHolder] = Modal.useModal();
  useEffect(
    () =>
      bindNotifier(
        ({ type, title, description, key, duration }) => notices[type]({ title, description, key, duration }),
        ({ type, title, content, okText, onOk }) => void modal[type]({ title, content, okText, onOk }),
      ),
    [notices, modal],
  );
  return (
    <>
      {noticeHolder}
      {modalHolder}
    </>
  );
}
