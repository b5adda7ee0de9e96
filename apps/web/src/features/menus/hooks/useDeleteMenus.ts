import { MENU_MESSAGES } from '@awards/shared/menus';
import { reportError } from '@awards/web-common/formErrors';
import { App } from 'antd';
import { needsCascade, useDeleteMenusMutation } from '../api/deleteMenus';
import { useMenusT } from '../i18n';

/**
 * Deleting menus: a menu with children is refused (422, needsCascade) until the user
 * agrees to delete them too, then the same call goes again with cascade: true.
 * Resolves when done or declined, so a Popconfirm stays busy meanwhile.
 */
export function useDeleteMenus(onDeleted?: () => void): (menuIds: number[]) => Promise<void> {
  const { t, tr } = useMenusT();
  const { message, modal } = App.useApp();
  const remove = useDeleteMenusMutation();

  const done = () => {
    void message.success(t('done.deleted'));
    onDeleted?.();
  };

  return async (menuIds) => {
    try {
      await remove.mutateAsync({ menuIds });
      done();
    } catch (error) {
      if (!needsCascade(error)) return reportError(error, message.error, tr);
      const agreed = await modal.confirm({
        title: t('cascade.title'),
        content: tr(MENU_MESSAGES.hasChildren),
        okText: t('cascade.ok'),
        cancelText: t('cascade.cancel'),
        okButtonProps: { danger: true },
      });
      if (!agreed) return;
      await remove
        .mutateAsync({ menuIds, cascade: true })
        .then(done, (again) => reportError(again, message.error, tr));
    }
  };
}
