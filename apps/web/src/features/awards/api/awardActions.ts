import type {
  AwardAdd,
  AwardUpdate,
  AwardView,
  FlowStage,
  GradeView,
  StandardView,
} from '@awards/shared/awards';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AWARD_OPTIONS_KEY } from '../../../api/lookups/awardOptions';
import { AWARD_PATHS, AWARDS_KEY } from './awardPage';

export type AwardSave = { kind: 'add'; values: AwardAdd } | { kind: 'update'; values: AwardUpdate };

/** add (PRIZE_ADD) / update (PRIZE_EDIT); a taken code comes back on its field (409). */
export function useSaveAward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: AwardSave) =>
      http.post<AwardView>(save.kind === 'add' ? AWARD_PATHS.add : AWARD_PATHS.update, save.values, {
        silent: true,
      }),
    // The pickers' options (editions, declarations, examination) change with the awards.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: AWARDS_KEY }),
        queryClient.invalidateQueries({ queryKey: AWARD_OPTIONS_KEY }),
      ]),
  });
}

/** delete (PRIZE_DEL): refused (505) while an edition includes the award, naming the editions. */
export function useDeleteAward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (awardId: number) => http.post(AWARD_PATHS.delete, { awardId }, { silent: true }),
    // The pickers' options (editions, declarations, examination) change with the awards.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: AWARDS_KEY }),
        queryClient.invalidateQueries({ queryKey: AWARD_OPTIONS_KEY }),
      ]),
  });
}

/** updateStatus (PRIZE_ENABLE): 1 enables, 0 disables (takes it out of the edition picker). */
export function useAwardStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ awardIds, status }: { awardIds: number[]; status: 0 | 1 }) =>
      http.post(AWARD_PATHS.updateStatus, { awardIds, status }, { silent: true, allowRepeat: true }),
    // The pickers' options (editions, declarations, examination) change with the awards.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: AWARDS_KEY }),
        queryClient.invalidateQueries({ queryKey: AWARD_OPTIONS_KEY }),
      ]),
  });
}

export type AwardSet =
  | { part: 'grades'; awardId: number; grades: GradeView[] }
  | { part: 'standards'; awardId: number; standards: StandardView[] }
  | { part: 'flow'; awardId: number; flow: FlowStage[] };

/** grades/save, standards/save, flow/save (PRIZE_EDIT): each replaces the whole set. */
export function useSaveAwardSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ part, ...body }: AwardSet) =>
      http.post<AwardView>(AWARD_PATHS[part], body, { silent: true, allowRepeat: true }),
    // The pickers' options (editions, declarations, examination) change with the awards.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: AWARDS_KEY }),
        queryClient.invalidateQueries({ queryKey: AWARD_OPTIONS_KEY }),
      ]),
  });
}
