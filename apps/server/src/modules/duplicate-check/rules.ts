import type { MessageRef } from '@awards/shared/i18n';
import { ORGAN_CODE_PATTERN, ORGAN_MESSAGES } from '@awards/shared/organisations';
import { POST_CODE_PATTERN, POST_MESSAGES } from '@awards/shared/posts';
import { ROLE_CODE_PATTERN, ROLE_MESSAGES } from '@awards/shared/roles';
import { LOGIN_NAME_PATTERN, USER_MESSAGES, USER_NO_PATTERN } from '@awards/shared/users';
import { type Check, checks } from '@awards/shared/validators';

/** A rule's answer: null when the value passes, else its message. */
export type RefCheck = (value: string | null | undefined) => MessageRef | null;

/** The shared validators answer with their MESSAGES, which are refs. */
const shared = (check: Check): RefCheck => check as RefCheck;

const rule =
  (pattern: RegExp, message: MessageRef): RefCheck =>
  (value) =>
    !value || pattern.test(value) ? null : message;

/**
 * The rules the rule-code check knows (spec 001 §5): the shared validators of
 * spec 000 §5 and the administration codes' formats, each with its message.
 */
export const RULES: Readonly<Record<string, RefCheck>> = {
  EMAIL: shared(checks.email),
  MOBILE: shared(checks.mobile),
  LANDLINE: shared(checks.landline),
  FAX: shared(checks.fax),
  ID_CARD: shared(checks.idCard),
  ZIP_CODE: shared(checks.postCode),
  CONTACT: shared(checks.contact),
  PATENT: shared(checks.patent),
  LOGIN_NAME: rule(LOGIN_NAME_PATTERN, USER_MESSAGES.loginNameRule),
  USER_NO: rule(USER_NO_PATTERN, USER_MESSAGES.userNoRule),
  ROLE_CODE: rule(ROLE_CODE_PATTERN, ROLE_MESSAGES.roleCodeRule),
  POST_CODE: rule(POST_CODE_PATTERN, POST_MESSAGES.postCodeRule),
  ORGAN_CODE: rule(ORGAN_CODE_PATTERN, ORGAN_MESSAGES.organCodeRule),
};
