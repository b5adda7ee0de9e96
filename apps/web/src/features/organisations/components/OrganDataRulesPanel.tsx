import { Alert, App, Button, Checkbox, Empty, Flex, Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { reportError } from '../../../lib/formErrors';
import { useBindOrganDataRules, useOrganDataRules, useOrganMenus } from '../api/organGrants';
import { useOrgansT } from '../i18n';
import { menuOptions } from '../organGrantTree';

/**
 * Bind data permission (DEPART_MENU): per menu, which of its data rules apply to the
 * organisation's users. A menu none of whose rules is bound keeps applying all of them.
 */
export function OrganDataRulesPanel({ organId }: { organId: number }) {
  const { t, tr } = useOrgansT();
  const { message } = App.useApp();
  const menus = useOrganMenus(organId);
  const options = useMemo(() => menuOptions(menus.data?.tree ?? []), [menus.data]);
  const [menuId, setMenuId] = useState<number | null>(null);
  const rules = useOrganDataRules(organId, menuId);
  const bind = useBindOrganDataRules();
  // Per menu: what the user ticked, until saved; otherwise what the server holds.
  const [picked, setPicked] = useState<Record<number, number[]>>({});
  const value = menuId === null ? [] : (picked[menuId] ?? rules.data?.ruleIds ?? []);

  const save = () => {
    if (menuId === null) return;
    bind.mutate(
      { organId, menuId, ruleIds: value },
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
    <>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('grants.rulesHint')} />
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('grants.chooseMenu')}
        style={{ width: 320, marginBottom: 12 }}
        loading={menus.isLoading}
        options={options}
        value={menuId}
        onChange={setMenuId}
        data-testid="organ-rules-menu"
      />
      {menuId !== null && (
        <Spin spinning={rules.isFetching}>
          {rules.data && rules.data.rules.length === 0 ? (
            <Empty description={t('grants.noRules')} />
          ) : (
            <Checkbox.Group
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
              value={value}
              onChange={(ids) => setPicked((all) => ({ ...all, [menuId]: ids as number[] }))}
              options={(rules.data?.rules ?? []).map((rule) => ({
                value: rule.ruleId,
                label: `${rule.ruleName}：${rule.ruleColumn} ${rule.ruleConditions} ${rule.ruleValue}${
                  rule.status === 1 ? '' : ` (${t('grants.ruleOff')})`
                }`,
              }))}
            />
          )}
          <Flex style={{ marginTop: 12 }}>
            <Button type="primary" loading={bind.isPending} onClick={save} data-testid="organ-rules-save">
              {t('form.save')}
            </Button>
          </Flex>
        </Spin>
      )}
    </>
  );
}
