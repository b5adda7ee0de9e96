import { ORGAN_CODE_PATTERN, ORGAN_MESSAGES } from '@awards/shared/organisations';
import { POST_CODE_PATTERN, POST_MESSAGES } from '@awards/shared/posts';
import { ROLE_CODE_PATTERN, ROLE_MESSAGES } from '@awards/shared/roles';
import { LOGIN_NAME_PATTERN, USER_MESSAGES, USER_NO_PATTERN } from '@awards/shared/users';
import { type Check, checks } from '@awards/shared/validators';

const rule =
  (pattern: RegExp, message: string): Check =>
  (value) =>
    !value || pattern.test(value) ? null : message;

/**
 * The rules the rule-code check knows (spec 001 §5): the shared validators of
 * spec 000 §5 and the administration codes' formats, each with its message.
 */
export const RULES: Readonly<Record<string, Check>> = {
  EMAIL: checks.email,
  MOBILE: checks.mobile,
  LANDLINE: checks.landline,
  FAX: checks.fax,
  ID_CARD: checks.idCard,
  ZIP_CODE: checks.postCode,
  CONTACT: checks.contact,
  PATENT: checks.patent,
  LOGIN_NAME: rule(LOGIN_NAME_PATTERN, USER_MESSAGES.loginNameRule),
  USER_NO: rule(USER_NO_PATTERN, USER_MESSAGES.userNoRule),
  ROLE_CODE: rule(ROLE_CODE_PATTERN, ROLE_MESSAGES.roleCodeRule),
  POST_CODE: rule(POST_CODE_PATTERN, POST_MESSAGES.postCodeRule),
  ORGAN_CODE: rule(ORGAN_CODE_PATTERN, ORGAN_MESSAGES.organCodeRule),
};
