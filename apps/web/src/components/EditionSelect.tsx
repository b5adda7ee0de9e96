import { Select, type SelectProps } from 'antd';
import type { ReactNode } from 'react';
import { UserText } from './UserText';

/** What an edition picker needs of an edition. */
export interface EditionChoice {
  editionId: number;
  editionName: string;
}

/**
 * An edition's name is what staff entered (no translations are kept): the options of an
 * edition picker, and so the chosen one shown in the field, are marked translate="no".
 * For a SearchForm's select field too.
 */
export function editionOptions(editions: readonly EditionChoice[] | undefined) {
  return (editions ?? []).map((e) => ({ value: e.editionId, label: userLabel(e.editionName) }));
}

/** A picker option's label that is a user's text (an edition's or an award's name), marked. */
export const userLabel = (text: string): ReactNode => <UserText>{text}</UserText>;

type EditionSelectProps = Omit<SelectProps<number>, 'options' | 'mode'> & {
  editions: readonly EditionChoice[] | undefined;
};

/**
 * The edition picker of the award pages (review, meeting, results, publicity, objections,
 * statistics): a Select of the editions whose names, in the list and in the field, are the
 * users' text (UserText), 240 px wide at least.
 */
export function EditionSelect({ editions, style, ...props }: EditionSelectProps) {
  return <Select<number> style={{ minWidth: 240, ...style }} {...props} options={editionOptions(editions)} />;
}
