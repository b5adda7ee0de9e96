import type { MessageRef } from '@awards/shared/i18n';
import { REVIEW_MESSAGES as M } from '@awards/shared/review';
import type { AssignDeclaration, AssignExpert } from './problem';

/**
 * How well an expert fits a declaration, 0..100: 60 for the same discipline, plus
 * 40 × the Jaccard overlap of their keywords. The parts are the "why this expert".
 */
export function matchOf(d: AssignDeclaration, e: AssignExpert): { match: number; why: MessageRef[] } {
  const why: MessageRef[] = [];
  let match = 0;
  if (d.discipline && d.discipline === e.discipline) {
    match += 60;
    why.push(M.whyDiscipline);
  }
  if (d.keywords.length && e.keywords.length) {
    const mine = new Set(e.keywords);
    const shared = [...new Set(d.keywords)].filter((k) => mine.has(k));
    if (shared.length) {
      const union = new Set([...d.keywords, ...e.keywords]).size;
      match += (40 * shared.length) / union;
      why.push(M.whyKeywords({ words: shared.join('、') }));
    }
  }
  return { match: Math.round(match * 100) / 100, why };
}

/** Keywords as compared: split on the usual separators, trimmed, lower case, no empties. */
export function keywordsOf(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return [
    ...new Set(
      text
        .split(/[,，;；、\s]+/)
        .map((w) => w.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/**
 * An organisation's name as the one-per-organisation rule and the automatic
 * conflicts compare it: no whitespace, no bracketed suffix ("（筹）", "(Beijing)"), lower case.
 */
export function organisationKey(name: string | null | undefined): string {
  return (name ?? '')
    .replace(/[（(][^）)]*[）)]/g, '')
    .replace(/\s+/g, '')
    .toLowerCase();
}
