import type { PermissionNode, RolePageRow } from '@awards/shared/roles';
import { Alert, App, Button, Checkbox, Drawer, Empty, Flex, Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { reportError } from '../../../lib/formErrors';
import { useBindRoleDataRules, useRoleDataRules } from '../api/dataRules';
import { usePermissionTree } from '../api/permissions';
import { useRolesT } from '../i18n';

function menuOptions(nodes: readonly PermissionNode[], depth = 0): { value: number; label: string }[] {
  return nodes.flatMap((node) => [
    { value: node.menuId, label: `${'\u3000'.repeat(depth)}${node.menuName}` },
    ...menuOptions(node.children, depth + 1),
  ]);
}

/** Per menu, which of its data rules apply to the role's holders (ROLE_MENU). */
export function RoleDataRulesDrawer({ role, onClose }: { role: RolePageRow; onClose: () => void }) {
  const { t, tr } = useRolesT();
  const { message } = App.useApp();
  const tree = usePermissionTree();
  const options = useMemo(() => menuOptions(tree.data ?? []), [tree.data]);
  const [menuId, setMenuId] = useState<number | null>(null);
  const rules = useRoleDataRules(role.roleId, menuId);
  const bind = useBindRoleDataRules();
  // Per menu: what the user ticked, until saved; otherwise what the server holds.
  const [picked, setPicked] = useState<Record<number, number[]>>({});
  const value = menuId === null ? [] : (picked[menuId] ?? rules.data?.ruleIds ?? []);

  const save = () => {
    if (menuId === null) return;
    bind.mutate(
      { roleId: role.roleId, menuId, ruleIds: value },
      {
        onSuccess: () => {
          void message.success(t('done.saved'));
          setPicked(({ [menuId]: _, ...rest }) => rest);
        },
        onError: (error) => reportError(error, message.error, tr),
      },
    );
  };

  return (
    <Drawer
      open
      title={t('dataRules.title', { name: role.roleName })}
      size="large"
      onClose={onClose}
      destroyOnHidden
    >
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('dataRules.hint')} />
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('dataRules.chooseMenu')}
        style={{ width: 320, marginBottom: 12 }}
        loading={tree.isLoading}
        options={options}
        value={menuId}
        onChange={setMenuId}
        data-testid="role-rules-menu"
      />
      {menuId !== null && (
        <Spin spinning={rules.isFetching}>
          {rules.data && rules.data.rules.length === 0 ? (
            <Empty description={t('dataRules.noRules')} />
          ) : (
            <Checkbox.Group
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
              value={value}
              onChange={(ids) => setPicked((all) => ({ ...all, [menuId]: ids as number[] }))}
              options={(rules.data?.rules ?? []).map((rule) => ({
                value: rule.ruleId,
                label: `${rule.ruleName}：${rule.ruleColumn} ${rule.ruleConditions} ${rule.ruleValue}${
                  rule.status === 1 ? '' : ` (${t('dataRules.ruleOff')})`
                }`,
              }))}
            />
          )}
          <Flex style={{ marginTop: 12 }}>
            <Button type="primary" loading={bind.isPending} onClick={save} data-testid="role-rules-save">
              {t('dataRules.save')}
            </Button>
          </Flex>
        </Spin>
      )}
    </Drawer>
  );
}
