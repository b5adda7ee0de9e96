import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core, the engine of Lighthouse's accessibility audits, run on the page as it is shown.
// Evaluated through the DevTools protocol, which the pages' Content-Security-Policy (no inline
// script) does not apply to; a script tag would be refused.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts issue 15 does not accept on any page of the site. */
const REFUSED = new Set(['serious', 'critical']);

/**
 * The serious and critical axe violations of the page, one line each: the rule, its help text
 * and up to three of the elements it found. Empty when there are none.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }
    ).axe;
    type AxeResult = {
      violations: {
        id: string;
        impact?: string | null;
        help: string;
        nodes: {
          target: unknown[];
          any: { data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } }[];
        }[];
      }[];
    };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      // A contrast failure names its colours: what to change is then plain.
      targets: v.nodes.slice(0, 3).map((n) => {
        const colours = n.any[0]?.data;
        const contrast = colours?.fgColor
          ? ` ${colours.fgColor} on ${colours.bgColor}, ${colours.contrastRatio}:1`
          : '';
        return n.target.map(String).join(' ') + contrast;
      }),
    }));
  });
  return violations
    .filter((v) => REFUSED.has(v.impact))
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.targets.join('; ')})`);
}
