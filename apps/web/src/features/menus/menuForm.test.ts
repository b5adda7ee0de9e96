import { renderMessage } from '@awards/shared/i18n';
import { menuAddSchema } from '@awards/shared/menus';
import { schemaErrors } from '@awards/web-common/formErrors';
import { describe, expect, it } from 'vitest';
import { menuValues, newMenuValues, toMenuAdd, toMenuEdit } from './menuForm';
import { menuView } from './testMenus';

/** A shared message as the zh_CN portal shows it. */
const zhCN = (m: string) => renderMessage(m, 'zh_CN');

describe('the menu form', () => {
  it('turns the switches into the wire flags and leaves a blank route name out', () => {
    const add = toMenuAdd({
      ...newMenuValues({ menuId: 3, appId: 2 }),
      menuName: '看板',
      menuUrl: '/_system/board',
      name: '  ',
      route: false,
      status: false,
    });
    expect(add).toMatchObject({ parentMenuId: 3, appId: 2, route: '0', status: 0 });
    expect('name' in add).toBe(false);
    expect(menuAddSchema.safeParse(add).success).toBe(true);
  });

  it('round-trips a stored menu into an edit with its id', () => {
    const menu = menuView(7, '用户管理', undefined, {
      route: '0',
      status: 0,
      component: 'users/UserListPage',
    });
    expect(toMenuEdit(7, menuValues(menu))).toMatchObject({
      menuId: 7,
      menuName: '用户管理',
      route: '0',
      status: 0,
      component: 'users/UserListPage',
      name: 'menu-7',
    });
  });

  it('reports the rule spanning two fields on the external link', () => {
    const values = { ...newMenuValues(null, 1), menuName: '外链', menuUrl: '/x', iframe: true };
    expect(schemaErrors(menuAddSchema, toMenuAdd(values), zhCN)).toEqual([
      { name: ['externalUrl'], errors: ['内嵌页面需要填写外部链接'] },
    ]);
  });
});
