import type { DeclarationDetail, DeclarationFilter, DeclarationView } from '@awards/shared/declarations';
import type { EditionDetail, EditionView } from '@awards/shared/editions';
import type { Page } from '@awards/shared/paging';
import type { RecommendUnitOption } from '@awards/shared/recommender';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';
import { useOrganOptions } from '../../../api/lookups/organOptions';
import { i18n } from '../../../i18n';

/** The declaration calls (docs/domain.md "Declarations"), and the pickers' sources. */
export const DECLARATION_PATHS = {
  page: '/rest/declare/page',
  detail: '/rest/declare/detail',
  add: '/rest/declare/add',
  update: '/rest/declare/update',
  delete: '/rest/declare/delete',
  revoke: '/rest/declare/revoke',
  export: '/rest/declare/export',
  editions: '/rest/edition/page',
  edition: '/rest/edition/detail',
  awards: '/rest/prize/options',
  units: '/rest/organ/treeOptions',
  recommendUnits: '/rest/declare/recommendUnits',
} as const;

export type DeclarationFilters = DeclarationFilter;

/** Everything this feature caches sits under ['declarations']: one invalidation after a change. */
export const DECLARATIONS_KEY = ['declarations'] as const;

/** page (DECLARE_VIEW): newest first, filtered. */
export const fetchDeclarationPage = (query: DeclarationFilters & { pageNum: number; pageSize: number }) =>
  http.post<Page<DeclarationView>>(DECLARATION_PATHS.page, query, { allowRepeat: true });

/**
 * detail (DECLARE_VIEW): completers, attachments and the whole trail. The codes' names come in
 * the language of the call: a change of language asks again.
 */
export function useDeclaration(declarationId: number | null) {
  return useQuery({
    queryKey: [...DECLARATIONS_KEY, 'detail', declarationId, i18n.language],
    queryFn: () =>
      http.post<DeclarationDetail>(
        DECLARATION_PATHS.detail,
        { declarationId },
        { silent: true, allowRepeat: true },
      ),
    enabled: declarationId !== null,
    retry: false,
  });
}

/** The editions for the pickers (EDITION_VIEW), newest year first. */
export function useEditionOptions() {
  return useQuery({
    queryKey: [...DECLARATIONS_KEY, 'editions'],
    queryFn: () =>
      http.post<Page<EditionView>>(
        DECLARATION_PATHS.editions,
        { pageNum: 1, pageSize: 100 },
        { silent: true, allowRepeat: true },
      ),
    select: (page) => page.result,
    staleTime: 60_000,
  });
}

/** One edition's awards with their grades (EDITION_VIEW), for the form. */
export function useEditionAwards(editionId: number | undefined) {
  return useQuery({
    queryKey: [...DECLARATIONS_KEY, 'edition', editionId],
    queryFn: () =>
      http.post<EditionDetail>(DECLARATION_PATHS.edition, { editionId }, { silent: true, allowRepeat: true }),
    enabled: editionId !== undefined,
    select: (edition) => edition.awards,
  });
}

/** The enabled awards (login), for the filter. */
export { useAwardOptions } from '../../../api/lookups/awardOptions';

/** The organisation tree within the user's scope (login); only units can declare. */
export const useUnitOptions = useOrganOptions;

export { declaringUnitNodes as unitNodes } from '../../../api/lookups/organOptions';

/**
 * The recommending units a declaration may name (DECLARE_VIEW): the organisations of type
 * recommender, the same list as the site's form; the server takes no other id.
 */
export function useRecommendUnits() {
  return useQuery({
    queryKey: [...DECLARATIONS_KEY, 'recommendUnits'],
    queryFn: () =>
      http.post<RecommendUnitOption[]>(
        DECLARATION_PATHS.recommendUnits,
        {},
        { silent: true, allowRepeat: true },
      ),
    staleTime: 60_000,
  });
}
