import type {
  BankBranchImportResult,
  BankBranchPageQuery,
  BankBranchSave,
  BankBranchView,
  BankOption,
  BankPageQuery,
  BankSave,
  BankView,
} from '@awards/shared/banks';
import type { Page } from '@awards/shared/paging';
import { http } from '@awards/web-common/http';
import { uploadFile } from '@awards/web-common/transfer';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type BankFilters = Omit<BankPageQuery, 'pageNum' | 'pageSize'>;
export type BranchFilters = Omit<BankBranchPageQuery, 'pageNum' | 'pageSize'>;

/** Everything the page caches sits under ['banks']: one invalidation after a change. */
export const BANKS_KEY = ['banks'] as const;
export const BANK_PAGE_KEY = [...BANKS_KEY, 'page'] as const;
export const BRANCH_PAGE_KEY = [...BANKS_KEY, 'branches'] as const;

export const fetchBankPage = (query: BankFilters & { pageNum: number; pageSize: number }) =>
  http.post<Page<BankView>>('/rest/bank/page', query);
export const fetchBranchPage = (query: BranchFilters & { pageNum: number; pageSize: number }) =>
  http.post<Page<BankBranchView>>('/rest/bankBranch/page', query);

export function useBankOptions() {
  return useQuery({
    queryKey: [...BANKS_KEY, 'options'],
    queryFn: () => http.post<BankOption[]>('/rest/bank/list'),
  });
}

export type BankChange =
  | { kind: 'bank/add' | 'bank/edit'; values: BankSave }
  | { kind: 'bank/delete'; values: { bankId: number } }
  | { kind: 'bankBranch/add' | 'bankBranch/edit'; values: BankBranchSave }
  | { kind: 'bankBranch/delete'; values: { branchId: number } };

/** The writes (BANK_* / BANKBRANCH_*). Silent: the form and the page show failures. */
export function useChangeBanks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, values }: BankChange) =>
      http.post<unknown>(`/rest/${kind}`, values, { silent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: BANKS_KEY }),
  });
}

/** `POST /rest/bankBranch/import` (BANKBRANCH_IMPORT): an .xlsx of branches; answers what went in and what was refused. */
export function useImportBranches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return uploadFile<BankBranchImportResult>('/rest/bankBranch/import', form, { silent: true });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: BANKS_KEY }),
  });
}
