import type { ExpertAdd, ExpertUpdate, ExpertView } from '@awards/shared/experts';

/**
 * The form's values: the wire fields, the sex as a string and the region as a cascader path; the
 * bank as bank and branch of the maintained list (a free-text name of an older record is only shown).
 */
export interface ExpertFormValues {
  expertName: string;
  sex?: string | null;
  organisation: string;
  title?: string;
  discipline?: string;
  keywords?: string[];
  regionCode?: string[];
  phone?: string;
  email?: string;
  idNumber?: string;
  bankId?: number | null;
  bankBranchId?: number | null;
  bankAccount?: string;
  remark?: string;
  pending?: boolean;
}

/** An existing expert in the form; the masked ID number and bank account are left empty (hints show them). */
export function expertValues(expert: ExpertView): ExpertFormValues {
  return {
    expertName: expert.expertName,
    sex: expert.sex === null ? null : String(expert.sex),
    organisation: expert.organisation,
    title: expert.title ?? '',
    discipline: expert.discipline,
    keywords: expert.keywords,
    regionCode: expert.regionCode ? [expert.regionCode] : [],
    phone: expert.phone ?? '',
    email: expert.email ?? '',
    idNumber: expert.sensitiveMasked ? '' : (expert.idNumber ?? ''),
    bankId: expert.bankId,
    bankBranchId: expert.bankBranchId,
    bankAccount: expert.sensitiveMasked ? '' : (expert.bankAccount ?? ''),
    remark: expert.remark ?? '',
  };
}

function record(values: ExpertFormValues) {
  return {
    expertName: values.expertName.trim(),
    sex: values.sex ? Number(values.sex) : undefined,
    organisation: values.organisation.trim(),
    title: values.title ?? null,
    discipline: values.discipline ?? '',
    keywords: values.keywords ?? [],
    regionCode: values.regionCode?.at(-1) ?? null,
    phone: values.phone ?? null,
    email: values.email ?? null,
    // Both from the list (the server names the bank from the branch); left out when none is chosen.
    ...(values.bankId && values.bankBranchId
      ? { bankId: values.bankId, bankBranchId: values.bankBranchId }
      : {}),
    remark: values.remark ?? null,
  };
}

export function toExpertAdd(values: ExpertFormValues): ExpertAdd {
  return {
    ...record(values),
    idNumber: values.idNumber || null,
    bankAccount: values.bankAccount || null,
    status: values.pending ? 'pending' : undefined,
  } as ExpertAdd;
}

/**
 * The bank cleared only when a chosen branch is taken away. Left out unless retyped: the form never holds the masked values, and a blank field
 * means "unchanged" (docs/domain.md "Masking").
 */
export function toExpertUpdate(
  expert: Pick<ExpertView, 'expertId' | 'bankBranchId'>,
  values: ExpertFormValues,
): ExpertUpdate {
  return {
    ...record(values),
    expertId: expert.expertId,
    // A branch of the list taken away clears the account's bank; an older free-text bank stays.
    ...(expert.bankBranchId && !values.bankBranchId ? { bankId: null, bankBranchId: null } : {}),
    ...(values.idNumber ? { idNumber: values.idNumber } : {}),
    ...(values.bankAccount ? { bankAccount: values.bankAccount } : {}),
  } as ExpertUpdate;
}
