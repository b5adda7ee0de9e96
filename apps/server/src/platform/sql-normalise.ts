/**
 * Statement text without values: string and number literals become `?`, runs of
 * `$n` parameters in a list collapse to one, whitespace to single spaces. The
 * queries this server makes are parameterised already (Drizzle), so this mostly
 * guards the raw SQL that inlines a literal.
 */
export function normaliseSql(text: string): string {
  return text
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/\b\d+(?:\.\d+)?\b/g, (m, offset: number, all: string) => (all[offset - 1] === '$' ? m : '?'))
    .replace(/\$\d+(?:\s*,\s*\$\d+)+/g, '$n, ...')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 2000);
}
