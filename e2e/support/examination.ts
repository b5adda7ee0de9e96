import type { Locator, Page } from 'playwright-core';
import { toast } from './toast';

// The staff portal's formal examination page (/declare/examination), as the auditor drives it:
// used by examination.e2e.ts and by the site's declaration chain (site-declare.e2e.ts).

/** The queue row of a project, searched by its name. */
export async function queueRow(page: Page, project: string): Promise<Locator> {
  await page.getByTestId('examination-page').getByLabel('项目名称').fill(project);
  await page.getByTestId('examination-page').getByTestId('search-query').click();
  const row = page.locator('tr', { has: page.getByText(project, { exact: true }) });
  await row.waitFor();
  return row;
}

/** Opens a project of the queue in the side-by-side view; resolves the view once its trail shows. */
export async function openExamination(page: Page, project: string): Promise<Locator> {
  await (await queueRow(page, project)).getByTestId('action-examine').click();
  const view = page.getByTestId('examination-view');
  await view.getByTestId('examination-trail').waitFor();
  return view;
}

/** Gives the open view's decision (its label, as the form shows it) with an opinion, and waits until it is taken. */
export async function decide(
  page: Page,
  view: Locator,
  decision: '通过' | '退回修改',
  opinion?: string,
): Promise<void> {
  await view.getByText(decision, { exact: true }).click();
  if (opinion) await view.getByTestId('decision-opinion').fill(opinion);
  await view.getByTestId('decision-submit').click();
  await toast(page, '已提交审查结论');
  await view.waitFor({ state: 'detached' });
}
