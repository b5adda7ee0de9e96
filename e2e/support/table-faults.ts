import type { Page } from 'playwright-core';

// What a list looks like when it does not fit (issue 14 item 2), read from the page in the
// browser: the portal walk checks every list page with these.

/**
 * What is wrong with the shown page's tables at a desktop width (1280 px and above), each
 * table seen as a user first sees it, scrolled to its start:
 * - its body scrolls sideways (the columns are wider than the table);
 * - the row actions are not fixed to the right, or a header cell lies (even partly) under
 *   the fixed-right column;
 * - a row action is cut by its cell, lies outside the table's body or the window, is covered
 *   by another cell, or has its label clipped (an action in the "more" menu is not shown, and
 *   is not checked: the menu's button is);
 * and the page wider than the window.
 */
export function desktopFaults(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const faults: string[] = [];
    const visible = (el: Element) => el.getClientRects().length > 0;
    const entry = document.querySelector('[data-page-entry]:not([hidden])');
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const table of Array.from(entry?.querySelectorAll('.ant-table') ?? []).filter(visible)) {
      const body = table.querySelector<HTMLElement>('.ant-table-body, .ant-table-content');
      if (body && body.scrollLeft !== 0) {
        body.scrollLeft = 0;
        body.dispatchEvent(new Event('scroll'));
        await frame();
      }
      if (body && body.scrollWidth > body.clientWidth + 1)
        faults.push(`the table scrolls sideways: ${body.scrollWidth} > ${body.clientWidth}`);
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
          if (th.getBoundingClientRect().right > edge + 1)
            faults.push(`"${name(th)}" under "${name(pinned)}"`);
        }
      }
      const area = (body ?? table).getBoundingClientRect();
      for (const button of Array.from(table.querySelectorAll<HTMLElement>('tbody td .ant-btn')).filter(
        visible,
      )) {
        const cell = button.closest('td') as HTMLElement;
        const box = button.getBoundingClientRect();
        const cellBox = cell.getBoundingClientRect();
        const label = (button.textContent ?? '').trim();
        if (box.right > cellBox.right + 1 || box.left < cellBox.left - 1)
          faults.push(`action "${label}" cut by its cell`);
        if (box.right > area.right + 1 || box.left < area.left - 1)
          faults.push(`action "${label}" outside the table`);
        if (box.right > innerWidth) faults.push(`action "${label}" beyond the window`);
        const text = button.querySelector('span:not(.anticon)') as HTMLElement | null;
        if (text && text.scrollWidth > text.clientWidth + 1) faults.push(`action "${label}" clipped`);
        // Covered by another cell (a fixed column over it): what is at its middle is not it.
        const x = (box.left + box.right) / 2;
        const y = (box.top + box.bottom) / 2;
        if (y > 0 && y < innerHeight && x > 0 && x < innerWidth) {
          const top = document.elementFromPoint(x, y);
          if (top && !button.contains(top) && !top.contains(button)) faults.push(`action "${label}" covered`);
        }
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
