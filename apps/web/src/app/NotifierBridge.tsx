import { App } from 'antd';
import { useEffect } from 'react';
import { bindNotifier } from '../lib/notify';

/** Lets the HTTP client and loaders raise antd notifications that follow theme and locale. */
export function NotifierBridge() {
  const { notification } = App.useApp();
  useEffect(
    () =>
      bindNotifier(({ type, title, description, key, duration }) =>
        notification[type]({ title, description, key, duration }),
      ),
    [notification],
  );
  return null;
}
