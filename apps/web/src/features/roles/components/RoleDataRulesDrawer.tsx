import type { RolePageRow } from '@awards/shared/roles';
import { Drawer } from 'antd';
import { DataRuleBinding } from '../../../components/DataRuleBinding';
import { bindRoleDataRules, fetchRoleDataRules, ROLE_RULES_KEY } from '../api/dataRules';
import { usePermissionTree } from '../api/permissions';
import { useRolesT } from '../i18n';
import { useRoleName } from '../roleName';

/** Per menu, which of its data rules apply to the role's holders (ROLE_MENU). */
export function RoleDataRulesDrawer({ role, onClose }: { role: RolePageRow; onClose: () => void }) {
  const { t, tr } = useRolesT();
  const roleName = useRoleName();
  const tree = usePermissionTree();
  return (
    <Drawer
      open
      title={t('dataRules.title', { name: roleName(role) })}
      size="large"
      onClose={onClose}
      destroyOnHidden
    >
      <DataRuleBinding
        menus={tree.data ?? []}
        menusLoading={tree.isLoading}
        queryKey={[...ROLE_RULES_KEY, role.roleId]}
        fetchRules={(menuId) => fetchRoleDataRules(role.roleId, menuId)}
        saveRules={(menuId, ruleIds) => bindRoleDataRules({ roleId: role.roleId, menuId, ruleIds })}
        invalidateKey={ROLE_RULES_KEY}
        labels={{
          hint: t('dataRules.hint'),
          chooseMenu: t('dataRules.chooseMenu'),
          noRules: t('dataRules.noRules'),
          ruleOff: t('dataRules.ruleOff'),
          save: t('dataRules.save'),
          saved: t('done.saved'),
        }}
        translate={tr}
        testIdPrefix="role-rules"
      />
    </Drawer>
  );
}
