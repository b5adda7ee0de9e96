import type { Locale } from '@awards/shared/i18n';
import type { RolePageRow } from '@awards/shared/roles';
import { localised } from '@awards/shared/translations';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Drawer, Empty, Flex, Space, Spin, Tree, Typography } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBindPermission, usePermissionTree, useRolePermission } from '../api/permissions';
import { useRolesT } from '../i18n';
import { type GrantNode, grantKeys, indexTree, keysToGrant, toGrantTree, toggleKey } from '../permissionTree';
import { useRoleName } from '../roleName';

const renderTitle = (node: GrantNode) =>
  node.code ? (
    <span>
      {node.title} <Typography.Text type="secondary">{node.code}</Typography.Text>
    </span>
  ) : (
    node.title
  );

/** Grants a role menus and buttons over the whole menu tree (ROLE_MENU); saving replaces both sets. */
export function PermissionDrawer({ role, onClose }: { role: RolePageRow; onClose: () => void }) {
  const { t, tr } = useRolesT();
  const roleName = useRoleName();
  const { message } = App.useApp();
  const tree = usePermissionTree();
  const held = useRolePermission(role.roleId);
  const bind = useBindPermission();
  const { language } = useTranslation().i18n;
  const nodes = useMemo(
    () =>
      toGrantTree(tree.data ?? [], (node) => localised(node.menuName, node.menuNameI18n, language as Locale)),
    [tree.data, language],
  );
  const index = useMemo(() => indexTree(nodes), [nodes]);
  // null until the user ticks something: until then the stored grants are the value.
  const [edited, setEdited] = useState<string[] | null>(null);
  const checked = edited ?? (held.data ? grantKeys(held.data) : []);
  const [expanded, setExpanded] = useState<Key[] | null>(null);

  const save = () =>
    bind.mutate(
      { roleId: role.roleId, ...keysToGrant(checked) },
      {
        onSuccess: () => {
          void message.success(t('done.saved'));
          onClose();
        },
        onError: (error) => reportError(error, message.error, tr),
      },
    );

  return (
    <Drawer
      open
      title={t('permission.title', { name: roleName(role) })}
      size="large"
      onClose={onClose}
      destroyOnHidden
      extra={
        <Button
          type="primary"
          loading={bind.isPending}
          disabled={held.isLoading}
          onClick={save}
          data-testid="permission-save"
        >
          {t('form.save')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Space wrap>
          <Button size="small" onClick={() => setExpanded(index.menus)}>
            {t('permission.expand')}
          </Button>
          <Button size="small" onClick={() => setExpanded([])}>
            {t('permission.collapse')}
          </Button>
          <Button size="small" onClick={() => setEdited(index.all)}>
            {t('permission.checkAll')}
          </Button>
          <Button size="small" onClick={() => setEdited([])}>
            {t('permission.checkNone')}
          </Button>
        </Space>
        <Typography.Text type="secondary">{t('permission.hint')}</Typography.Text>
        <Spin spinning={tree.isLoading || held.isLoading}>
          {nodes.length === 0 && !tree.isLoading ? (
            <Empty />
          ) : (
            <Tree<GrantNode>
              checkable
              checkStrictly
              selectable={false}
              data-testid="permission-tree"
              treeData={nodes}
              titleRender={renderTitle}
              expandedKeys={expanded ?? index.menus}
              onExpand={setExpanded}
              checkedKeys={{ checked, halfChecked: [] }}
              onCheck={(_, info) => setEdited(toggleKey(index, checked, String(info.node.key), info.checked))}
            />
          )}
        </Spin>
      </Flex>
    </Drawer>
  );
}
