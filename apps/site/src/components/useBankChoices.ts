import type { BankBranchOption } from '@awards/shared/banks';
import { SITE_REGISTRATION_PATHS as P } from '@awards/shared/site-registration';
import { useBankChoices as useChoices } from '@awards/web-common/useBankChoices';

const PATHS = { banks: P.banks, branches: P.branches };

/**
 * The bank picker's choices on the site, from the registration's public reads. Shared by the
 * registration form and the expert home; the staff portal's expert form uses the same hook.
 */
export const useBankChoices = (bankId: number | null | undefined, initial: BankBranchOption[] = []) =>
  useChoices(PATHS, bankId, initial);
