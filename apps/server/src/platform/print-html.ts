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

/**
 * A self-contained printable page (A4, no scripts; the body already escaped by the caller, through
 * `escapeHtml` and `htmlTable`): the outputs' pages share its frame and style.
 */
export const printDocument = (page: {
  locale: string;
  title: string;
  body: string;
  landscape?: boolean;
}): string => `<!doctype html>
<html lang="${escapeHtml(page.locale.replace('_', '-'))}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(page.title)}</title>
<style>
@page { size: A4${page.landscape ? ' landscape' : ''}; margin: 15mm 12mm; }
body { font-family: "SimSun", "Songti SC", "Noto Serif CJK SC", serif; font-size: 11pt; color: #000; margin: 0 auto; max-width: ${page.landscape ? 1100 : 800}px; }
h1 { text-align: center; font-size: 18pt; margin: 0 0 6pt; }
h2 { font-size: 13pt; margin: 14pt 0 6pt; }
.sub { text-align: center; margin: 0 0 12pt; }
table { width: 100%; border-collapse: collapse; margin-bottom: 8pt; }
tr { page-break-inside: avoid; }
th, td { border: 1px solid #000; padding: 4pt 6pt; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
th { white-space: nowrap; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 3pt 12pt; margin: 0 0 10pt; }
dt { font-weight: bold; }
dd { margin: 0; }
.empty, .printed, .note { color: #555; font-size: 9pt; }
@media screen { body { padding: 16px; } }
@media screen and (max-width: 700px) {
  table { display: block; overflow-x: auto; }
  dl { grid-template-columns: 1fr; gap: 0; }
  dd { margin-bottom: 6pt; }
}
</style></head>
<body>
<h1>${escapeHtml(page.title)}</h1>
${page.body}
</body></html>
`;

/** Label and value pairs as a definition list, escaped. */
export const htmlFields = (fields: [string, string][]): string =>
  `<dl>${fields.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`;
