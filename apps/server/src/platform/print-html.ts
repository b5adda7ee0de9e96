/**
 * Text into HTML that the server writes itself (printable pages, system messages): every
 * value escaped, one helper for all of them.
 */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** A table of escaped cells, or `empty` in a paragraph when there is no row. */
export const htmlTable = (headers: string[], rows: (string | number)[][], empty: string): string =>
  rows.length === 0
    ? `<p class="empty">${escapeHtml(empty)}</p>`
    : `<table><thead><tr>${headers.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${rows
        .map((r) => `<tr>${r.map((v) => `<td>${escapeHtml(String(v))}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`;
