import type { BankBranchOption, BankOption } from '@awards/shared/banks';
import { SITE_REGISTRATION_PATHS as P } from '@awards/shared/site-registration';
import { http } from '@awards/web-common/http';
import { useCallback, useEffect, useState } from 'react';

/**
 * The choices of an expert's honoraria account, from the maintained bank list (public reads of
 * the registration): the banks, and the chosen bank's branches searched by name. Shared by the
 * registration form and the expert home. `initial` shows a branch already chosen before any search.
 */
export function useBankChoices(bankId: number | null | undefined, initial: BankBranchOption[] = []) {
  const [banks, setBanks] = useState<BankOption[]>([]);
  const [branches, setBranches] = useState<BankBranchOption[]>(initial);
  useEffect(() => {
    void http.post<BankOption[]>(P.banks).then(setBanks, () => undefined);
  }, []);
  const searchBranches = useCallback(
    (keyword?: string) => {
      if (bankId)
        void http
          .post<BankBranchOption[]>(P.branches, { bankId, keyword }, { allowRepeat: true })
          .then(setBranches, () => undefined);
    },
    [bankId],
  );
  // The branches follow the chosen bank.
  useEffect(() => searchBranches(), [searchBranches]);
  return { banks, branches, searchBranches, loadingBanks: banks.length === 0 };
}
