import {
  type AwardOutcome,
  type AwardPlan,
  OBJECTION_PATHS,
  type ObjectionConclude,
  type ObjectionDetail,
  type ObjectionEditionOption,
  type ObjectionPageQuery,
  type ObjectionRequest,
  type ObjectionScreen,
  type ObjectionView,
} from '@awards/shared/objections';
import type { Page } from '@awards/shared/paging';
import { http } from '@awards/web-common/http';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type ObjectionFilters = Omit<ObjectionPageQuery, 'pageNum' | 'pageSize'>;
export const OBJECTION_KEY = ['objections'] as const;
const quiet = { silent: true } as const;

/** The list (OBJECTION_VIEW): filtered by status, edition and award. */
export const fetchObjectionPage = (query: ObjectionFilters & { pageNum: number; pageSize: number }) =>
  http.post<Page<ObjectionView>>(OBJECTION_PATHS.page, query);

export const useObjection = (objectionId: number | null) =>
  useQuery({
    queryKey: [...OBJECTION_KEY, 'detail', objectionId],
    queryFn: () => http.post<ObjectionDetail>(OBJECTION_PATHS.detail, { objectionId }, quiet),
    enabled: objectionId !== null,
  });

export const useObjectionEditions = () =>
  useQuery({
    queryKey: [...OBJECTION_KEY, 'editions'],
    queryFn: () => http.post<ObjectionEditionOption[]>(OBJECTION_PATHS.editions, {}, quiet),
    staleTime: 60_000,
  });

export const useAwardPlan = (editionId: number | null) =>
  useQuery({
    queryKey: [...OBJECTION_KEY, 'plan', editionId],
    queryFn: () => http.post<AwardPlan>(OBJECTION_PATHS.awardPlan, { editionId }, quiet),
    enabled: editionId !== null,
  });

function useWrite<I, O>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => http.post<O>(path, input, quiet),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OBJECTION_KEY }),
  });
}

export const useScreen = () => useWrite<ObjectionScreen, ObjectionDetail>(OBJECTION_PATHS.screen);
export const useRequestResponse = () => useWrite<ObjectionRequest, ObjectionDetail>(OBJECTION_PATHS.request);
export const useConclude = () => useWrite<ObjectionConclude, ObjectionDetail>(OBJECTION_PATHS.conclude);
export const useAward = () => useWrite<{ editionId: number }, AwardOutcome>(OBJECTION_PATHS.award);
