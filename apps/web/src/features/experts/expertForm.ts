import type { ExpertAdd, ExpertUpdate, ExpertView } from '@awards/shared/experts';

/** The form's values: the wire fields, the sex as a string and the region as a cascader path. */
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
  bankName?: string;
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
    bankName: expert.bankName ?? '',
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
    bankName: values.bankName ?? null,
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
 * Left out unless retyped: the form never holds the masked values, and a blank field
 * means "unchanged" (docs/domain.md "Masking").
 */
export function toExpertUpdate(expertId: number, values: ExpertFormValues): ExpertUpdate {
  return {
    ...record(values),
    expertId,
    ...(values.idNumber ? { idNumber: values.idNumber } : {}),
    ...(values.bankAccount ? { bankAccount: values.bankAccount } : {}),
  } as ExpertUpdate;
}
