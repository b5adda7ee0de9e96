import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { baseURL } from './support/server';
import { api, apiLogin, signedInPage } from './support/session';
import { toast } from './support/toast';

// The organisation calls of spec 001 §7 beyond the tree: declarers of a declaring unit and
// what an organisation may use. Unique names; everything made here is removed at the end.
const password = inject('adminPassword');
const STAMP = Date.now().toString(36).slice(-6).toUpperCase();
const UNIT = { code: `E2E-UNIT-${STAMP}`, name: `端到端申报单位${STAMP}` };
const DECLARER = { login: `decl.${STAMP.toLowerCase()}`, name: `申报人${STAMP}` };

let browser: Browser;
let token: string;
let unitId: number;

async function call<T>(path: string, body: unknown = {}): Promise<T> {
  const { status, body: envelope } = await api(baseURL, path, token, body);
  if (status !== 200) throw new Error(`${path} answered ${status}: ${JSON.stringify(envelope)}`);
  return envelope.dataSet as T;
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await apiLogin(baseURL, 'admin', password);
  const [root] = await call<{ organId: number }[]>('/rest/organ/tree');
  const unit = await call<{ organId: number }>('/rest/organ/addSub', {
    parentOrganId: root!.organId,
    organCode: UNIT.code,
    organName: UNIT.name,
    organType: 'unit',
  });
  unitId = unit.organId;
});

afterAll(async () => {
  try {
    type Page<T> = { result: T[] };
    const users = await call<Page<{ userId: number }>>('/rest/user/page', { loginName: DECLARER.login });
    const userIds = users.result.map((u) => u.userId);
    if (userIds.length) {
      await call('/rest/user/delete', { userIds });
      await call('/rest/user/recycleDelete', { userIds });
    }
    await call('/rest/organ/delete', { organId: unitId });
    await call('/rest/organ/recycleDelete', { organIds: [unitId] });
  } catch (error) {
    console.warn('[admin-organisations] clean-up failed', error);
  }
  await browser?.close();
});

describe('organisation declarers and permissions', () => {
  it('adds a declarer to a declaring unit and limits what the unit may use', async () => {
    const page = await signedInPage(browser, baseURL, 'admin', password);
    await page.goto(`${baseURL}/_system/organisations?organ=${unitId}`);
    await expect.poll(() => page.locator('#organForm_organName').inputValue()).toBe(UNIT.name);

    await page.getByRole('tab', { name: '申报用户' }).click();
    await page.getByTestId('declarer-add').click();
    await page.locator('#declarerForm_loginName').fill(DECLARER.login);
    await page.locator('#declarerForm_realname').fill(DECLARER.name);
    await page.locator('#declarerForm_password').fill('Declare2026');
    await page.getByRole('dialog').last().getByRole('button', { name: '确定' }).click();
    await toast(page, '添加成功!');
    await page.locator('tr.ant-table-row', { hasText: DECLARER.login }).waitFor();
    const [user] = (
      await call<{ result: { userType: string; orgId: number }[] }>('/rest/user/page', {
        loginName: DECLARER.login,
      })
    ).result;
    expect(user).toMatchObject({ userType: 'declarer', orgId: unitId });

    await page.getByRole('tab', { name: '机构权限' }).click();
    const view = page.locator('.ant-tree-treenode', { hasText: '(USER_VIEW)' });
    await view.locator('.ant-tree-checkbox').click();
    await page.getByTestId('organ-menus-save').click();
    await toast(page, '保存成功!');
    const grant = await call<{ menuIds: number[]; buttonIds: number[] }>('/rest/organ/menus', {
      organId: unitId,
    });
    expect(grant.buttonIds).toHaveLength(1);
    expect(grant.menuIds.length).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'organisations-permissions-zh_CN-1440');
  });
});
