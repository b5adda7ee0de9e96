import type { MenuTheme } from '../lib/layoutSettings';

/** A background choice: the CSS background, and whether text on it is light or dark. */
export interface Background {
  background: string;
  tone: MenuTheme;
}

/**
 * Spec 000 §9: the header offers backgrounds 1 to 5 and the sider 1, 7, 8, 9 and 2.
 * The specification gives only the numbers; these are our own swatches and gradients.
 */
export const HEADER_BACKGROUNDS: Record<string, Background> = {
  '1': { background: '#ffffff', tone: 'light' },
  '2': { background: '#001529', tone: 'dark' },
  '3': { background: 'linear-gradient(90deg, #1d39c4 0%, #2f54eb 100%)', tone: 'dark' },
  '4': { background: 'linear-gradient(90deg, #08979c 0%, #1677ff 100%)', tone: 'dark' },
  '5': { background: 'linear-gradient(90deg, #531dab 0%, #c41d7f 100%)', tone: 'dark' },
};

export const SIDER_BACKGROUNDS: Record<string, Background> = {
  '1': { background: '#001529', tone: 'dark' },
  '7': { background: 'linear-gradient(180deg, #0b2a5b 0%, #1d4e89 100%)', tone: 'dark' },
  '8': { background: 'linear-gradient(180deg, #0f3d3a 0%, #0f766e 100%)', tone: 'dark' },
  '9': { background: 'linear-gradient(180deg, #2e1065 0%, #5b21b6 100%)', tone: 'dark' },
  '2': { background: '#ffffff', tone: 'light' },
};

/** The order the settings drawer shows them in (spec 000 §9). */
export const HEADER_BG_CHOICES = ['1', '2', '3', '4', '5'] as const;
export const SIDER_BG_CHOICES = ['1', '7', '8', '9', '2'] as const;

export function headerBackground(code: string): Background {
  return HEADER_BACKGROUNDS[code] ?? (HEADER_BACKGROUNDS['1'] as Background);
}

export function siderBackground(code: string): Background {
  return SIDER_BACKGROUNDS[code] ?? (SIDER_BACKGROUNDS['1'] as Background);
}
