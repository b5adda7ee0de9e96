import type { SearchField } from '../SearchForm/types';

/** The search's labels are the list's own words: its `search.*` keys (both lists have these). */
export type DeclarationSearchKey = 'search.projectName' | 'search.edition' | 'search.award';

/**
 * The filters every list of declarations starts with (the declarations list, the
 * examination queue): the project's name, its edition and its award, chosen by name.
 */
export function declarationSearchFields(
  label: (key: DeclarationSearchKey) => string,
  editions: readonly { editionId: number; editionName: string }[],
  awards: readonly { awardId: number; awardName: string }[],
): SearchField[] {
  return [
    { type: 'input', name: 'projectName', label: label('search.projectName') },
    {
      type: 'select',
      name: 'editionId',
      numeric: true,
      label: label('search.edition'),
      options: editions.map((e) => ({ value: e.editionId, label: e.editionName })),
    },
    {
      type: 'select',
      name: 'awardId',
      numeric: true,
      label: label('search.award'),
      options: awards.map((a) => ({ value: a.awardId, label: a.awardName })),
    },
  ];
}
