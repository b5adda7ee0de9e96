import type { DataRuleAdd, DataRuleColumnsView, DataRuleEdit, DataRuleView } from '@awards/shared/menus';
import { http } from '@awards/web-common/http';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MENUS_KEY } from './menuTree';

const rulesKey = (menuId: number | null) => [...MENUS_KEY, 'rules', menuId] as const;

/** `POST /rest/menu/queryDataRuleByMenu` (MENU_VIEW). */
export function useDataRules(menuId: number | null) {
  return useQuery({
    queryKey: rulesKey(menuId),
    queryFn: () => http.post<DataRuleView[]>('/rest/menu/queryDataRuleByMenu', { menuId }),
    enabled: menuId !== null,
  });
}

/** `POST /rest/menu/dataRuleColumns`: what the menu's list lets a rule filter on (none: no rules). */
export function useDataRuleColumns(menuId: number | null) {
  // The column labels come in the language of the call: a change of language asks again.
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...rulesKey(menuId), 'columns', i18n.language],
    queryFn: () => http.post<DataRuleColumnsView>('/rest/menu/dataRuleColumns', { menuId }),
    enabled: menuId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type DataRuleSave = { kind: 'add'; values: DataRuleAdd } | { kind: 'edit'; values: DataRuleEdit };

/** addDataRule / editDataRule (MENU_EDIT). Silent: the form shows failures on its fields. */
export function saveDataRule({ kind, values }: DataRuleSave): Promise<DataRuleView> {
  const path = kind === 'add' ? '/rest/menu/addDataRule' : '/rest/menu/editDataRule';
  return http.post<DataRuleView>(path, values, { silent: true });
}

export const deleteDataRule = (ruleId: number) => http.post<null>('/rest/menu/deleteDataRule', { ruleId });

export function useDataRuleMutation<V>(
  mutationFn: (variables: V) => Promise<unknown>,
  menuId: number | null,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rulesKey(menuId) }),
  });
}
