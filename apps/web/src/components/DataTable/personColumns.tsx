import { orEmpty } from '@awards/web-common/format';
import { useWidgetsT } from '../i18n';
import type { DataTableColumn } from './types';

/** What a list of people shows of each: the fields every user list of the portal has. */
export interface Person {
  loginName: string;
  realname: string;
  orgName?: string | null;
  phone?: string | null;
}

type PersonField = keyof Person;

const WIDTH: Record<PersonField, number> = { loginName: 140, realname: 110, orgName: 160, phone: 130 };

/**
 * The columns of a list of people (an organisation's users, a post's or a role's members,
 * the user picker): the fields asked for, in that order, titled in the interface language
 * and marked as users' text. A list adds its own columns (actions) after them.
 */
export function usePersonColumns<T extends Person>(...fields: PersonField[]): DataTableColumn<T>[] {
  const { t } = useWidgetsT();
  return fields.map((field) => ({
    key: field,
    userText: true,
    title: t(`person.${field}`),
    width: WIDTH[field],
    render: (_: unknown, person: T) => orEmpty(person[field]),
  }));
}
