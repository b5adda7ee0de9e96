import { http } from '@awards/web-common/http';

/**
 * The add/edit form's live checks (spec 001 §5, admin-decisions.md): 409 with the server's
 * message when the value is taken; `userId` is the user being edited, whose own value counts
 * as free. Silent: the message belongs under the field, not in a notice.
 */
const silent = { silent: true, allowRepeat: true } as const;

export const checkLoginName = (loginName: string, userId?: number) =>
  http.post('/rest/user/checkLoginName', { loginName, userId }, silent);

export const checkPhone = (phone: string, userId?: number) =>
  http.post('/rest/user/checkPhone', { phone, userId }, silent);

export const checkEmail = (email: string, userId?: number) =>
  http.post('/rest/user/checkEmail', { email, userId }, silent);

/** The generic duplicate check (`/rest/duplicate/check`), for the staff number, which has no own call. */
export const checkWorkNo = (workNo: string, userId?: number) =>
  http.post(
    '/rest/duplicate/check',
    { tableName: 'users', tableKey: 'userId', fieldName: 'workNo', fieldVal: workNo, dataId: userId },
    silent,
  );
