import type { BankBranchOption, BankOption } from '@awards/shared/banks';
import { useCallback, useEffect, useState } from 'react';
import { http } from './http';

/** The two reads of the picker: every bank, and one bank's branches matching a keyword. */
export interface BankChoicePaths {
  banks: string;
  branches: string;
}

/**
 * The choices of an expert's honoraria account, from the maintained bank list: the banks, and the
 * chosen bank's branches searched by name. One picker for the site (its registration's public reads)
 * and the staff portal (the signed-in `/rest/bank/list` and `/rest/bank/branchOptions`), each
 * passing its paths. `initial` shows a branch already chosen before any search.
 */
export function useBankChoices(
  paths: BankChoicePaths,
  bankId: number | null | undefined,
  initial: BankBranchOption[] = [],
) {
  const [banks, setBanks] = useState<BankOption[]>([]);
  const [branches, setBranches] = useState<BankBranchOption[]>(initial);
  useEffect(() => {
    void http.post<BankOption[]>(paths.banks).then(setBanks, () => undefined);
  }, [paths.banks]);
  const searchBranches = useCallback(
    (keyword?: string) => {
      if (bankId)
        void http
          .post<BankBranchOption[]>(paths.branches, { bankId, keyword }, { allowRepeat: true })
          .then(setBranches, () => undefined);
    },
    [bankId, paths.branches],
  );
  // The branches follow the chosen bank.
  useEffect(() => searchBranches(), [searchBranches]);
  return { banks, branches, searchBranches, loadingBanks: banks.length === 0 };
}
