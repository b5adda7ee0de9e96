/**
 * Every permission code the server checks, by family (spec 001 §6). A code is the
 * `buttonPerms` of exactly one menu button; roles are granted buttons, and a route
 * that declares a code answers 403 to a user whose roles lack it.
 */
type Codes<F extends string, A extends readonly string[]> = { [K in A[number] as `${F}_${K}`]: `${F}_${K}` };

function family<const F extends string, const A extends readonly string[]>(
  prefix: F,
  actions: A,
): Codes<F, A> {
  return Object.fromEntries(actions.map((a) => [`${prefix}_${a}`, `${prefix}_${a}`])) as Codes<F, A>;
}

const CRUD = ['ADD', 'EDIT', 'DEL', 'VIEW'] as const;

export const PERM = {
  ...family('USER', [...CRUD, 'FREEZE', 'PASSWORD', 'RECYCLE', 'EXPORT', 'IMPORT']),
  ...family('DEPART', [...CRUD, 'ADDSUB', 'SORT', 'RECYCLE', 'USER', 'MENU']),
  ...family('POST', [...CRUD, 'BATCHDEL', 'ENABLE', 'USER']),
  ...family('MENU', [...CRUD, 'ADDSUB', 'BATCHDEL', 'SORT']),
  ...family('ROLE', [...CRUD, 'USER', 'MENU']),
  ...family('DICT', [...CRUD, 'SORT']),
  ...family('DICTITEM', [...CRUD, 'BATCHDEL']),
  ...family('LAYOUT', CRUD),
  ...family('THEME', [...CRUD, 'ENABLE']),
  ...family('APP', [...CRUD, 'BATCHDEL']),
  ...family('REGION', ['VIEW', 'EDIT']),
  ...family('ICON', CRUD),
  // The project settings page: the sign-in page's texts, the filing links, the display zone.
  ...family('PROJECT', ['VIEW', 'EDIT']),
  ...family('MSGTEM', [...CRUD, 'BATCHDEL', 'SEND']),
  ...family('MSG', ['SEND', 'VIEW', 'DEL']),
  ...family('NOTICE', [...CRUD, 'BATCHDEL', 'ISSUE', 'REPEAL']),
  ...family('SMS', ['VIEW', 'DEL']),
  ...family('LOG', ['VIEW', 'EXPORT']),
  ...family('LOGINLOG', ['VIEW', 'EXPORT']),
  ...family('SQL', ['VIEW', 'RESET']),
  ...family('QUARTZ', [...CRUD, 'START', 'EFECT']),
  ...family('SERVER', ['VIEW']),
  ...family('ONLINE', ['VIEW', 'KICK']),
  ...family('PRIZE', [...CRUD, 'ENABLE']),
  ...family('EDITION', [...CRUD, 'STATUS']),
  ...family('EXPERT', [...CRUD, 'AUDIT', 'BLACKLIST', 'RECYCLE', 'PUSH', 'EXPORT', 'VIEW_SENSITIVE']),
  ...family('REGISTER', ['VIEW', 'AUDIT']),
  ...family('GROUP', CRUD),
  ...family('DECLARE', [...CRUD, 'REVOKE', 'EXPORT', 'EXAMINE']),
  ...family('REVIEW', ['VIEW', 'ASSIGN', 'REOPEN']),
  ...family('RESULT', ['VIEW', 'CONFIRM']),
  ...family('PUBLICITY', ['VIEW', 'PUBLISH', 'UNPUBLISH', 'OBJECTION']),
  ...family('STAT', ['VIEW', 'EXPORT']),
} as const;

export type PermissionCode = (typeof PERM)[keyof typeof PERM];

export const ALL_PERMISSION_CODES = Object.values(PERM) as PermissionCode[];

/** Role codes the seed creates. BUSI_AUDIT is named by the specification. */
export const ROLE = {
  admin: 'SYS_ADMIN',
  audit: 'BUSI_AUDIT',
  readonly: 'READ_ONLY',
} as const;

/** Where a BUSI_AUDIT user lands instead of the home page (spec 000 §2). */
export const EXAMINATION_PATH = '/declare/examination';
export const HOME_PATH = '/_dashboard/Monitor';
