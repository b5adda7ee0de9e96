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

/** One keyword as compared: trimmed, inner whitespace one space, lower case. */
export const normaliseKeyword = (word: string): string => word.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Keywords as compared, from a declaration's `keyData.keywords` (text) or an expert's list.
 * Text is split on the usual separators (，,；;、); text with none of them is split on
 * whitespace ("储能 电池"), so "machine learning, robotics" keeps its two-word keyword.
 * Each word normalised (normaliseKeyword), no empties, no repeats.
 */
export function keywordsOf(value: unknown): string[] {
  const words =
    typeof value === 'string'
      ? value.split(/[,，;；、]/.test(value) ? /[,，;；、]+/ : /\s+/)
      : Array.isArray(value)
        ? value.filter((w): w is string => typeof w === 'string')
        : [];
  return [...new Set(words.map(normaliseKeyword).filter(Boolean))];
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
