import type { Locator, Page } from 'playwright-core';
import { openInPortal } from './pages';

/** 统计分析 with its funnel drawn (echarts loaded on this page only) and its first cut's rows. */
export async function openStatistics(page: Page): Promise<Locator> {
  await openInPortal(page, '/statistics');
  const stats = page.getByTestId('statistics-page');
  await stats.waitFor();
  await stats.getByTestId('stat-funnel').locator('[role="img"] svg').first().waitFor();
  await stats.getByTestId('stat-cuts').locator('.ant-table-row').first().waitFor();
  return stats;
}
