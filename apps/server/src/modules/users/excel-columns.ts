import type { UserType } from '@awards/shared/auth';
import { LOCALES, type Locale, type MessageRef, renderLabel, renderMessage } from '@awards/shared/i18n';
import { USER_FILE_MESSAGES as F, SEX_NAMES, USER_TYPE_LABELS } from '@awards/shared/users';

/**
 * The spreadsheet columns of the users area. Export and import share header texts,
 * so an exported file can be edited and imported again (new login names only);
 * a header may carry '*' (required) or a hint in brackets: '性别（男/女）'. Files are
 * written in the language of whoever asks; an import reads the headers and labels of any
 * of the three languages.
 */
export const IMPORT_COLUMNS = [
  { key: 'loginName', header: F.loginName, required: true, width: 18 },
  { key: 'realname', header: F.realname, required: true, width: 12 },
  { key: 'phone', header: F.phone, width: 14 },
  { key: 'email', header: F.email, width: 26 },
  { key: 'sex', header: F.sex, hint: SEX_NAMES, width: 10 },
  { key: 'workNo', header: F.workNo, width: 12 },
  { key: 'orgCode', header: F.orgCode, width: 16 },
  { key: 'userType', header: F.userType, hint: USER_TYPE_LABELS, width: 26 },
  { key: 'birthday', header: F.birthday, hint: 'YYYY-MM-DD', width: 18 },
  { key: 'remarks', header: F.remarks, width: 30 },
] as const;

export type ImportKey = (typeof IMPORT_COLUMNS)[number]['key'];

export const EXPORT_COLUMNS = [
  { key: 'userNo', header: F.userNo, width: 12 },
  { key: 'loginName', header: F.loginName, width: 18 },
  { key: 'realname', header: F.realname, width: 12 },
  { key: 'sex', header: F.sex, width: 8 },
  { key: 'phone', header: F.phone, width: 14 },
  { key: 'email', header: F.email, width: 26 },
  { key: 'workNo', header: F.workNo, width: 12 },
  { key: 'orgCode', header: F.orgCode, width: 16 },
  { key: 'orgName', header: F.orgName, width: 28 },
  { key: 'userType', header: F.userType, width: 12 },
  { key: 'status', header: F.status, width: 8 },
  { key: 'createTime', header: F.createTime, width: 20 },
] as const;

/** A template column's header in one language: '性别（男/女）*', 'Sex (Male/Female)'. */
export function templateHeader(column: (typeof IMPORT_COLUMNS)[number], locale: Locale): string {
  const name = renderMessage(column.header, locale);
  const hint =
    'hint' in column
      ? typeof column.hint === 'string'
        ? column.hint
        : Object.keys(column.hint)
            .map((code) => renderLabel(column.hint, code, locale))
            .join('/')
      : null;
  const text = hint ? renderMessage(F.columnHint({ column: name, hint }), locale) : name;
  return `${text}${'required' in column ? '*' : ''}`;
}

/** '性别（男/女）*', ' 性别 ' and 'Sex (Male/Female)' all name the sex column. */
export const normaliseHeader = (text: string): string =>
  text
    .replace(/[（(][^）)]*[）)]/g, '')
    .replace(/[*\s]/g, '')
    .trim()
    .toLowerCase();

/** The import column a header names, in any of the three languages. */
export function importColumnOf(header: string): (typeof IMPORT_COLUMNS)[number] | undefined {
  const wanted = normaliseHeader(header);
  return IMPORT_COLUMNS.find((c) =>
    LOCALES.some((locale) => normaliseHeader(renderMessage(c.header, locale)) === wanted),
  );
}

/** The code whose label, in any language, is `text` (case aside), else null. */
function codeOfLabel(labels: Readonly<Record<string, MessageRef>>, text: string): string | null {
  const wanted = text.trim().toLowerCase();
  for (const code of Object.keys(labels))
    if (LOCALES.some((locale) => renderLabel(labels, code, locale).toLowerCase() === wanted)) return code;
  return null;
}

/** Reads '男'/'女' (or 'Male'/'Female') or '1'/'2'; anything else is passed on for the schema to refuse. */
export function parseSex(text: string): number | string | null {
  if (text === '') return null;
  const code = codeOfLabel(SEX_NAMES, text);
  return code ? Number(code) : text;
}

/** Reads a label ('申报用户', 'Declarer') or a code ('declarer'); blank means the default, staff. */
export function parseUserType(text: string): string | undefined {
  if (text === '') return undefined;
  return (codeOfLabel(USER_TYPE_LABELS, text) as UserType | null) ?? text;
}
