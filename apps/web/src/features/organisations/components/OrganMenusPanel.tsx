import type { Locale } from '@awards/shared/i18n';
import { localised } from '@awards/shared/translations';
import { reportError } from '@awards/web-common/formErrors';
import { Alert, App, Button, Flex, Popconfirm, Spin, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBindOrganMenus, useOrganMenus } from '../api/organGrants';
import { useOrgansT } from '../i18n';
import { checkedLeafKeys, keysToOrganGrant, toOrganGrantTree } from '../organGrantTree';

/**
 * The menus and buttons the organisation may use (DEPART_MENU): the roles of the
 * organisation can be granted only these. Nothing ticked means no limit.
 */
export function OrganMenusPanel({ organId }: { organId: number }) {
  const { t, tr } = useOrgansT();
  const { message } = App.useApp();
  const menus = useOrganMenus(organId);
  const bind = useBindOrganMenus();
  const { language } = useTranslation().i18n;
  const tree = useMemo(
    () =>
      toOrganGrantTree(menus.data?.tree ?? [], (node) =>
        localised(node.menuName, node.menuNameI18n, language as Locale),
      ),
    [menus.data, language],
  );
  // Unchanged: the grant as read. Changed: antd's ticked and half-ticked keys.
  const [ticked, setTicked] = useState<{ checked: string[]; half: string[] } | null>(null);
  const shown = ticked?.checked ?? (menus.data ? checkedLeafKeys(tree, menus.data) : []);

  const save = (keys: string[] | null) => {
    const grant = keys ? keysToOrganGrant(keys) : { menuIds: [], buttonIds: [] };
    bind.mutate(
      { organId, ...grant },
      {
        onSuccess: () => {
          void message.success(t('done.saved'));
          setTicked(null);
        },
        onError: (error) => reportError(error, message.error, tr),
      },
    );
  };

  return (
    <Spin spinning={menus.isLoading}>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('grants.menusHint')} />
      {/* Mounted once the tree is read: defaultExpandAll applies to the first tree only. */}
      {menus.data && (
        // A long tree scrolls in its box, so the save button stays in view.
        <div style={{ maxHeight: 460, overflow: 'auto' }}>
          <Tree
            checkable
            selectable={false}
            // The menus open from the start: grants are read at a glance, as on the roles page.
            defaultExpandAll
            treeData={tree}
            checkedKeys={shown}
            onCheck={(keys, info) =>
              setTicked({
                checked: (Array.isArray(keys) ? keys : keys.checked).map(String),
                half: (info.halfCheckedKeys ?? []).map(String),
              })
            }
            data-testid="organ-menus-tree"
          />
        </div>
      )}
      <Flex gap={8} style={{ marginTop: 12 }}>
        <Button
          type="primary"
          loading={bind.isPending}
          disabled={!menus.data}
          // Unchanged: save what was read, so a save never widens or narrows by accident.
          onClick={() =>
            ticked
              ? save([...ticked.checked, ...ticked.half])
              : save([
                  ...(menus.data?.menuIds ?? []).map((id) => `m${id}`),
                  ...(menus.data?.buttonIds ?? []).map((id) => `b${id}`),
                ])
          }
          data-testid="organ-menus-save"
        >
          {t('form.save')}
        </Button>
        <Popconfirm title={t('grants.clearConfirm')} onConfirm={() => save(null)}>
          <Button>{t('grants.clear')}</Button>
        </Popconfirm>
      </Flex>
    </Spin>
  );
}
