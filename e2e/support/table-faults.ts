import type { Page } from 'playwright-core';

// What a list looks like when it does not fit (issue 14 item 2), read from the page in the
// browser: the portal walk checks every list page with these.

/**
 * What is wrong with the shown page's tables at a desktop width: each table's body scrolled
 * to its right end, a header cell overlapping the fixed-right header cell, an action button
 * cut by its cell or the window; and the page wider than the window.
 */
export function desktopFaults(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const faults: string[] = [];
    const visible = (el: Element) => el.getClientRects().length > 0;
    const entry = document.querySelector('[data-page-entry]:not([hidden])');
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const table of Array.from(entry?.querySelectorAll('.ant-table') ?? []).filter(visible)) {
      const body = table.querySelector<HTMLElement>('.ant-table-body, .ant-table-content');
      if (body) {
        body.scrollLeft = body.scrollWidth;
        body.dispatchEvent(new Event('scroll'));
        await frame();
      }
      const heads = Array.from(table.querySelectorAll<HTMLElement>('thead tr:first-child th')).filter(
        (th) => visible(th) && !th.classList.contains('ant-table-cell-scrollbar'),
      );
      // antd 6 marks a column fixed to the right as fixed to the end.
      const fixed = heads.filter((th) => /ant-table-cell-fix-(end|right)\b/.test(th.className));
      const name = (th: Element) => (th.textContent ?? '').trim() || '(selection)';
      const actionCells = table.querySelectorAll('tbody tr td:last-child .ant-btn');
      if (
        actionCells.length > 0 &&
        heads.length > 3 &&
        !fixed.includes(heads[heads.length - 1] as HTMLElement)
      )
        faults.push(`the actions are not fixed: ${heads.map(name).join('|')}`);
      for (const pinned of fixed) {
        const edge = pinned.getBoundingClientRect().left;
        for (const th of heads) {
          if (fixed.includes(th)) continue;
          const box = th.getBoundingClientRect();
          if (box.right > edge + 1 && box.left < edge) faults.push(`"${name(th)}" under "${name(pinned)}"`);
        }
      }
      for (const button of Array.from(table.querySelectorAll<HTMLElement>('tbody td .ant-btn')).filter(
        visible,
      )) {
        const cell = button.closest('td') as HTMLElement;
        const box = button.getBoundingClientRect();
        const cellBox = cell.getBoundingClientRect();
        const label = (button.textContent ?? '').trim();
        if (box.right > cellBox.right + 1 || box.left < cellBox.left - 1)
          faults.push(`action "${label}" cut by its cell`);
        if (box.right > innerWidth) faults.push(`action "${label}" beyond the window`);
        const text = button.querySelector('span:not(.anticon)') as HTMLElement | null;
        if (text && text.scrollWidth > text.clientWidth + 1) faults.push(`action "${label}" clipped`);
      }
      if (body) {
        body.scrollLeft = 0;
        body.dispatchEvent(new Event('scroll'));
      }
    }
    const wide = document.scrollingElement?.scrollWidth ?? 0;
    if (wide > innerWidth) faults.push(`the page scrolls sideways: ${wide} > ${innerWidth}`);
    return [...new Set(faults)];
  });
}

/** At a phone's width: lists are cards, and nothing makes the page wider than the window. */
export function phoneFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const visible = (el: Element) => el.getClientRects().length > 0;
    const entry = document.querySelector('[data-page-entry]:not([hidden])');
    const lists = Array.from(entry?.querySelectorAll('[data-testid="data-table"]') ?? []).filter(visible);
    for (const list of lists) {
      if (list.querySelector('.ant-table')) faults.push('a DataTable list shows a table, not cards');
      for (const button of Array.from(list.querySelectorAll<HTMLElement>('.ant-btn')).filter(visible)) {
        const box = button.getBoundingClientRect();
        if (box.right > innerWidth + 1)
          faults.push(`"${(button.textContent ?? '').trim()}" beyond the window`);
      }
    }
    const wide = document.scrollingElement?.scrollWidth ?? 0;
    if (wide > innerWidth) faults.push(`the page scrolls sideways: ${wide} > ${innerWidth}`);
    return [...new Set(faults)];
  });
}
