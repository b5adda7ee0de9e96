import type { Locale } from '@awards/shared/i18n';
import type { DataRuleBinding as Binding } from '@awards/shared/menus';
import type { PermissionNode } from '@awards/shared/roles';
import { localised } from '@awards/shared/translations';
import { reportError } from '@awards/web-common/formErrors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Empty, Flex, Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Every menu of the tree, indented by depth and titled by `title`, for the menu select. */
export function menuOptions(
  nodes: readonly PermissionNode[],
  title: (node: PermissionNode) => string = (node) => node.menuName,
  depth = 0,
): { value: number; label: string }[] {
  return nodes.flatMap((node) => [
    { value: node.menuId, label: `${'\u3000'.repeat(depth)}${title(node)}` },
    ...menuOptions(node.children, title, depth + 1),
  ]);
}

/** The texts it shows: the caller's own i18n, so the widget stays feature-neutral. */
export interface DataRuleBindingLabels {
  hint: string;
  chooseMenu: string;
  noRules: string;
  ruleOff: string;
  save: string;
  saved: string;
}

export interface DataRuleBindingProps {
  /** The menus to choose from (a tree). */
  menus: readonly PermissionNode[];
  menusLoading: boolean;
  /** One menu's rules with those bound, cached under `[...queryKey, menuId]`. */
  fetchRules: (menuId: number) => Promise<Binding>;
  queryKey: readonly unknown[];
  /** Binds the ticked rules to the menu (a silent call: its failure is reported here). */
  saveRules: (menuId: number, ruleIds: number[]) => Promise<unknown>;
  /** Invalidated once saved. */
  invalidateKey: readonly unknown[];
  labels: DataRuleBindingLabels;
  /** Translates the server's messages. */
  translate: (message: string) => string;
  /** Prefix of the test ids: `<prefix>-menu`, `<prefix>-save`. */
  testIdPrefix: string;
}

/**
 * Per menu, which of its data rules apply (to a role's holders, an organisation's users...).
 * A menu none of whose rules is bound keeps applying all of them.
 */
export function DataRuleBinding({
  menus,
  menusLoading,
  fetchRules,
  queryKey,
  saveRules,
  invalidateKey,
  labels,
  translate,
  testIdPrefix,
}: DataRuleBindingProps) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { language } = useTranslation().i18n;
  // Titles in the interface language: the version entered for the menu, else its zh_CN title.
  const options = useMemo(
    () => menuOptions(menus, (node) => localised(node.menuName, node.menuNameI18n, language as Locale)),
    [menus, language],
  );
  const [menuId, setMenuId] = useState<number | null>(null);
  const rules = useQuery({
    queryKey: [...queryKey, menuId],
    queryFn: () => fetchRules(menuId as number),
    enabled: menuId !== null,
  });
  const bind = useMutation({
    mutationFn: (binding: { menuId: number; ruleIds: number[] }) =>
      saveRules(binding.menuId, binding.ruleIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidateKey }),
  });
  // Per menu: what the user ticked, until saved; otherwise what the server holds.
  const [picked, setPicked] = useState<Record<number, number[]>>({});
  const value = menuId === null ? [] : (picked[menuId] ?? rules.data?.ruleIds ?? []);

  const save = () => {
    if (menuId === null) return;
    bind.mutate(
      { menuId, ruleIds: value },
      {
        onSuccess: () => {
          void message.success(labels.saved);
          setPicked(({ [menuId]: _, ...rest }) => rest);
        },
        onError: (error) => reportError(error, message.error, translate),
      },
    );
  };

  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={labels.hint} />
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={labels.chooseMenu}
        style={{ width: 320, marginBottom: 12 }}
        loading={menusLoading}
        options={options}
        value={menuId}
        onChange={setMenuId}
        data-testid={`${testIdPrefix}-menu`}
      />
      {menuId !== null && (
        <Spin spinning={rules.isFetching}>
          {rules.data && rules.data.rules.length === 0 ? (
            <Empty description={labels.noRules} />
          ) : (
            <Checkbox.Group
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
              value={value}
              onChange={(ids) => setPicked((all) => ({ ...all, [menuId]: ids as number[] }))}
              options={(rules.data?.rules ?? []).map((rule) => ({
                value: rule.ruleId,
                label: `${rule.ruleName}：${rule.ruleColumn} ${rule.ruleConditions} ${rule.ruleValue}${
                  rule.status === 1 ? '' : ` (${labels.ruleOff})`
                }`,
              }))}
            />
          )}
          <Flex style={{ marginTop: 12 }}>
            <Button
              type="primary"
              loading={bind.isPending}
              onClick={save}
              data-testid={`${testIdPrefix}-save`}
            >
              {labels.save}
            </Button>
          </Flex>
        </Spin>
      )}
    </>
  );
}
