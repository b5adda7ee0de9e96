import type { KeyboardEvent } from 'react';

/**
 * Enter in a dialog's text field submits the dialog, as in any form (issue 14 item 7): put
 * `onKeyDown={submitOnEnter(submit)}` on the `<Form>` inside a Modal whose OK runs `submit`.
 * React's key events bubble through the modal's portal, so this one handler serves the
 * whole form. Left alone: a text area (Enter is a new line), a select, cascader or
 * auto-complete (Enter picks an option), a date picker (Enter sets the date), a button, and
 * a key that finishes an input method's composition (Enter confirms the Chinese text typed).
 */
export function submitOnEnter(submit: () => unknown) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.shiftKey) return;
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement)) return;
    if (target.getAttribute('role') === 'combobox' || target.closest('.ant-picker')) return;
    if (['checkbox', 'radio', 'button', 'submit', 'file'].includes(target.type)) return;
    event.preventDefault();
    void submit();
  };
}
