import type { Locator, Page } from 'playwright-core';

/**
 * Clicks a row's action: its button, or its entry under 更多 when the row shows more
 * actions than fit (RowActions keeps at most three in the row).
 */
export async function clickRowAction(page: Page, row: Locator, key: string): Promise<void> {
  await row.waitFor();
  const inline = row.getByTestId(`action-${key}`);
  if ((await inline.count()) > 0) return inline.click();
  await row.getByTestId('action-more').click();
  await page.locator('.ant-dropdown:visible').getByTestId(`action-${key}`).click();
}
