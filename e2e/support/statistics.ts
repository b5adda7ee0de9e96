import type { Locator, Page } from 'playwright-core';
import { openInPortal } from './pages';

/**
 * The demo's edition whose figures the statistics tests read (in expert review, 18 declarations).
 * The page opens on the newest open edition, and other files of the same worker's server add
 * editions of their own (empty ones, in declaring): the tests name the edition they read.
 */
export const DEMO_STATISTICS_EDITION = '2026年度科技创新专项奖';

/** 统计分析 on the named edition, with its funnel drawn (echarts loaded on this page only) and its first cut's rows. */
export async function openStatistics(page: Page, edition = DEMO_STATISTICS_EDITION): Promise<Locator> {
  await openInPortal(page, '/statistics');
  const stats = page.getByTestId('statistics-page');
  const select = stats.getByTestId('stat-edition');
  // Drawn once the page has chosen an edition: then it is known which.
  await stats.getByTestId('stat-funnel').locator('[role="img"] svg').first().waitFor();
  if (!((await select.textContent()) ?? '').includes(edition)) {
    await select.click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: edition })
      .first()
      .click();
    await stats.getByTestId('stat-edition').filter({ hasText: edition }).waitFor();
    await stats.getByTestId('stat-funnel').locator('[role="img"] svg').first().waitFor();
  }
  await stats.getByTestId('stat-cuts').locator('.ant-table-row').first().waitFor();
  return stats;
}
