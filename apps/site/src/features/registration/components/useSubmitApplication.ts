import { ApiError } from '@awards/web-common/apiError';
import { translateShared } from '@awards/web-common/i18n';
import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useRegistrationText } from '../i18n';

/**
 * Submitting an application: a confirmation first (unless `confirm: false`), then the call; the server's field
 * messages go under their fields, anything else to `onError`; a lapsed ticket (401) sends the
 * applicant back to the phone check.
 */
export function useSubmitApplication<V>(
  form: FormInstance<V>,
  call: (values: V) => Promise<unknown>,
  handlers: {
    onDone: () => void;
    onError: (message: string) => void;
    onExpired: () => void;
    /** Ask first (an application going to an audit); false sends at once. */
    confirm?: boolean;
  },
) {
  const t = useRegistrationText();
  const { modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const send = async (values: V) => {
    setBusy(true);
    try {
      await call(values);
      handlers.onDone();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.status === 401) return handlers.onExpired();
      const fields = (e.dataSet as { fieldErrors?: Record<string, string> } | null)?.fieldErrors;
      if (fields)
        form.setFields(
          Object.entries(fields).map(([name, message]) => ({
            name: name as never,
            errors: [translateShared(message)],
          })),
        );
      handlers.onError(translateShared(e.ref ?? e.message));
    } finally {
      setBusy(false);
    }
  };
  const submit = (values: V) => {
    if (handlers.confirm === false) return void send(values);
    modal.confirm({
      title: t('confirmTitle'),
      content: t('confirmText'),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: () => send(values),
    });
  };
  return { submit, busy };
}

/** A duplicate check on leaving the field: the server's message when the value is taken. */
export function takenRule(check: (value: string) => Promise<{ message: string | null }>) {
  return {
    validator: async (_: unknown, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!text) return;
      const answer = await check(text).catch(() => ({ message: null }));
      if (answer.message) throw new Error(answer.message);
    },
  };
}
