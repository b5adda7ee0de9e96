import type { Page } from 'playwright-core';

/**
 * Opens an antd select by its input (Form.Item ids are `<form>_<field>`), types the text and
 * picks the option (a tree node or a list item) reading it.
 */
export async function pick(page: Page, inputId: string, text: string) {
  await page.locator(`#${inputId}`).click();
  await page.locator(`#${inputId}`).fill(text);
  await page
    .locator('.ant-select-dropdown:visible')
    .locator('.ant-select-tree-title, .ant-select-item-option-content', { hasText: text })
    .first()
    .click();
}
