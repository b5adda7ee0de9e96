import type { DataRuleBinding as Binding } from '@awards/shared/menus';
import type { PermissionNode } from '@awards/shared/roles';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/renderWithProviders';
import { DataRuleBinding, menuOptions } from './DataRuleBinding';

const node = (menuId: number, menuName: string, children: PermissionNode[] = []) =>
  ({ menuId, menuName, children }) as unknown as PermissionNode;
const TREE = [node(1, '系统管理', [node(2, '用户管理')]), node(3, '关于')];
const LABELS = {
  hint: '提示',
  chooseMenu: '请选择菜单',
  noRules: '没有规则',
  ruleOff: '已停用',
  save: '保存',
  saved: '已保存',
};
const rule = (ruleId: number, ruleName: string, status: number) =>
  ({
    ruleId,
    ruleName,
    ruleColumn: 'org_id',
    ruleConditions: '=',
    ruleValue: '#{orgId}',
    status,
  }) as Binding['rules'][number];

describe('menuOptions', () => {
  it('lists every menu, indented by depth', () => {
    expect(menuOptions(TREE).map((o) => o.label)).toEqual(['系统管理', '\u3000用户管理', '关于']);
  });
});

describe('DataRuleBinding', () => {
  it('loads a chosen menu’s rules, and saves the ticked ones through the given saver', async () => {
    const fetchRules = vi.fn(
      async () => ({ rules: [rule(5, '本机构', 1), rule(6, '本人', 0)], ruleIds: [5] }) as Binding,
    );
    const saveRules = vi.fn(async () => ({}));
    renderRoute(
      <DataRuleBinding
        menus={TREE}
        menusLoading={false}
        fetchRules={fetchRules}
        queryKey={['test', 'rules']}
        saveRules={saveRules}
        invalidateKey={['test']}
        labels={LABELS}
        translate={(m) => m}
        testIdPrefix="x"
      />,
    );
    fireEvent.mouseDown(within(screen.getByTestId('x-menu')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('关于'));
    expect(await screen.findByText('本人：org_id = #{orgId} (已停用)')).toBeTruthy();
    expect(fetchRules).toHaveBeenCalledWith(3);
    fireEvent.click(screen.getByText('本人：org_id = #{orgId} (已停用)'));
    fireEvent.click(screen.getByTestId('x-save'));
    await waitFor(() => expect(saveRules).toHaveBeenCalledWith(3, [5, 6]));
    expect(await screen.findByText('已保存')).toBeTruthy();
  });

  it('says so when the menu has no rules', async () => {
    renderRoute(
      <DataRuleBinding
        menus={TREE}
        menusLoading={false}
        fetchRules={async () => ({ rules: [], ruleIds: [] }) as unknown as Binding}
        queryKey={['test', 'none']}
        saveRules={async () => ({})}
        invalidateKey={['test']}
        labels={LABELS}
        translate={(m) => m}
        testIdPrefix="x"
      />,
    );
    fireEvent.mouseDown(within(screen.getByTestId('x-menu')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('系统管理'));
    expect(await screen.findByText('没有规则')).toBeTruthy();
  });
});
