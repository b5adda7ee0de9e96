import type { FlowStage, GradeView, StandardView } from '@awards/shared/awards';
import type { EditionAdd, EditionDetail, EditionStatus, EditionUpdate } from '@awards/shared/editions';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EDITION_PATHS, EDITIONS_KEY } from './editionPage';

/** Every change may move the list, the detail and the history: one invalidation. */
function useEditionMutation<V>(call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EDITIONS_KEY }),
  });
}

export type EditionSave = { kind: 'add'; values: EditionAdd } | { kind: 'update'; values: EditionUpdate };

/** add (EDITION_ADD) / update (EDITION_EDIT); window ordering errors come back on their fields. */
export const useSaveEdition = () =>
  useEditionMutation((save: EditionSave) =>
    http.post<EditionDetail>(save.kind === 'add' ? EDITION_PATHS.add : EDITION_PATHS.update, save.values, {
      silent: true,
    }),
  );

/** delete (EDITION_DEL): drafts only (505 otherwise). */
export const useDeleteEdition = () =>
  useEditionMutation((editionId: number) => http.post(EDITION_PATHS.delete, { editionId }, { silent: true }));

/** transition (EDITION_STATUS): one call with the target; 505 with the first unmet precondition. */
export const useTransition = () =>
  useEditionMutation((body: { editionId: number; target: EditionStatus; note: string | null }) =>
    http.post<EditionDetail>(EDITION_PATHS.transition, body, { silent: true }),
  );

/** prize/add (EDITION_EDIT): copies the awards' grades, standards and flow. */
export const useAddEditionAwards = () =>
  useEditionMutation((body: { editionId: number; awardIds: number[] }) =>
    http.post<EditionDetail>(EDITION_PATHS.awardsAdd, body, { silent: true }),
  );

/** prize/remove (EDITION_EDIT). */
export const useRemoveEditionAward = () =>
  useEditionMutation((body: { editionId: number; awardId: number }) =>
    http.post<EditionDetail>(EDITION_PATHS.awardRemove, body, { silent: true }),
  );

export type EditionAwardSet = { editionId: number; awardId: number } & (
  | { part: 'grades'; grades: GradeView[] }
  | { part: 'standards'; standards: StandardView[] }
  | { part: 'flow'; flow: FlowStage[] }
);

/** grade/save, standard/save, flow/save (EDITION_EDIT): replace an edition award's set. */
export const useSaveEditionAwardSet = () =>
  useEditionMutation(({ part, ...body }: EditionAwardSet) =>
    http.post<EditionDetail>(EDITION_PATHS[part], body, { silent: true, allowRepeat: true }),
  );
