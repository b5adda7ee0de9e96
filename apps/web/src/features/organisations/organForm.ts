import type { OrganAdd, OrganType, OrganUpdate, OrganView } from '@awards/shared/organisations';
import { regionPath } from './organTree';

type Text =
  | 'organShortName'
  | 'organEnName'
  | 'master'
  | 'deputyPersons'
  | 'primaryPersons'
  | 'phone'
  | 'fax'
  | 'mails'
  | 'organAddress'
  | 'organZipCode'
  | 'remarks';

/** The texts of spec 001 §3's organisation that the form edits as they are. */
export const TEXT_FIELDS: readonly Text[] = [
  'organShortName',
  'organEnName',
  'master',
  'deputyPersons',
  'primaryPersons',
  'phone',
  'fax',
  'mails',
  'organAddress',
  'organZipCode',
  'remarks',
];

/** The form's values: the wire fields, with `useable` a switch and the region the cascader's path. */
export type OrganFormValues = Partial<Record<Text, string>> & {
  organCode: string;
  organName: string;
  organType: OrganType;
  parentOrganId?: number | null;
  organGrade?: number | null;
  organSortNumber?: number | null;
  useable: boolean;
  region?: string[];
};

export const newOrgan = (parentOrganId: number | null): Partial<OrganFormValues> => ({
  parentOrganId,
  organType: 'department',
  useable: true,
});

export function organValues(organ: OrganView): OrganFormValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((name) => [name, organ[name] ?? '']));
  return {
    ...texts,
    organCode: organ.organCode,
    organName: organ.organName,
    organType: organ.organType,
    parentOrganId: organ.parentOrganId,
    organGrade: organ.organGrade,
    organSortNumber: organ.organSortNumber,
    useable: organ.useable === 1,
    region: regionPath(organ.regionCode),
  };
}

/** Blank texts go as '' (the schema reads "clear"); the region is its deepest code. */
export function toOrganAdd({
  useable,
  region,
  organSortNumber,
  organGrade,
  ...rest
}: OrganFormValues): OrganAdd {
  return {
    ...rest,
    organCode: rest.organCode.trim(),
    organName: rest.organName.trim(),
    parentOrganId: rest.parentOrganId ?? null,
    organGrade: organGrade ?? null,
    useable: useable ? 1 : 0,
    regionCode: region?.at(-1) ?? null,
    ...(typeof organSortNumber === 'number' ? { organSortNumber } : {}),
  };
}

export const toOrganUpdate = (organId: number, values: OrganFormValues): OrganUpdate => ({
  ...toOrganAdd(values),
  organId,
});
