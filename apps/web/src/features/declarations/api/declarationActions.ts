import type { DeclarationAdd, DeclarationDetail, DeclarationUpdate } from '@awards/shared/declarations';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DECLARATION_PATHS, DECLARATIONS_KEY } from './declarationPage';

const CARRY_OVER_PATH = '/rest/objection/carryOver';

/** Every change may move the list and the detail: one invalidation. */
function useDeclarationMutation<V>(call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DECLARATIONS_KEY }),
  });
}

export type DeclarationSave =
  | { kind: 'add'; values: DeclarationAdd }
  | { kind: 'update'; values: DeclarationUpdate };

/** add (DECLARE_ADD) / update (DECLARE_EDIT): a draft on a unit's behalf; field errors come back. */
export const useSaveDeclaration = () =>
  useDeclarationMutation((save: DeclarationSave) =>
    http.post<DeclarationDetail>(
      save.kind === 'add' ? DECLARATION_PATHS.add : DECLARATION_PATHS.update,
      save.values,
      { silent: true },
    ),
  );

/** delete (DECLARE_DEL): drafts only (505 otherwise). */
export const useDeleteDeclaration = () =>
  useDeclarationMutation((declarationId: number) =>
    http.post(DECLARATION_PATHS.delete, { declarationId }, { silent: true }),
  );

/** revoke (DECLARE_REVOKE): withdrawal with the reason kept in the trail. */
export const useRevokeDeclaration = () =>
  useDeclarationMutation((body: { declarationId: number; reason: string }) =>
    http.post<DeclarationDetail>(DECLARATION_PATHS.revoke, body, { silent: true }),
  );

/** 缓评 → 转入下一届 (OBJECTION_CARRY, the objections module): a copy as the next edition's draft. */
export const useCarryOver = () =>
  useDeclarationMutation((declarationId: number) =>
    http.post(CARRY_OVER_PATH, { declarationId }, { silent: true }),
  );
