import { defineMessages } from './i18n';
/**
 * The shared validators of spec 000 §5, with the specification's messages.
 * Both the portal's forms and the server's schemas use these, so a rule and
 * its message are written once. Optional rules let an empty value pass.
 */
export const MESSAGES = defineMessages('validators', {
  email: ['请输入正确格式的邮箱!', '請輸入正確格式的電子郵件！', 'Please enter a valid e-mail address!'],
  mobile: ['您的手机号码格式不正确!', '您的手機號碼格式不正確！', 'The mobile number is not valid!'],
  landline: ['您的电话号码格式不正确!', '您的電話號碼格式不正確！', 'The telephone number is not valid!'],
  fax: ['您的传真格式不正确!', '您的傳真號碼格式不正確！', 'The fax number is not valid!'],
  idCard: [
    '您的身份证号/护照格式不正确!',
    '您的身分證字號／護照號碼格式不正確！',
    'The ID card or passport number is not valid!',
  ],
  postCode: ['您的邮编格式不正确!', '您的郵遞區號格式不正確！', 'The post code is not valid!'],
  contact: ['输入正确格式的联系方式', '請輸入正確格式的聯絡方式', 'Please enter a valid contact number'],
  patent: [
    '请输入正确的专利号！专利号由数字字母横杠组成。',
    '請輸入正確的專利號！專利號由數字、字母與連字號組成。',
    'Please enter a valid patent number: letters, digits, dashes and dots only.',
  ],
  required: ['填写内容不能为空', '填寫內容不能為空', 'This field must not be empty'],
});

export const PATTERNS = {
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/,
  mobile: /^1\d{10}$/,
  landline: /^(\d{3,4}-?)?\d{7,8}$/,
  idCard: /^(\d{17}[\dXx]|[A-Za-z0-9]{6,15})$/,
  postCode: /^\d{6}$/,
  contactDigits: /^\d{6,9}$/,
  patent: /^[A-Za-z0-9.-]+$/,
  url: /^https?:\/\//,
  integer: /^-?\d+$/,
  float: /^-?\d+(\.\d+)?$/,
  chinese: /^[\u4e00-\u9fa5]+$/,
  special: /[`~!@#$%^&*()_\-+=<>?:"{}|,./;'\\[\]·！￥…（）—《》？：“”【】、；‘，。]/,
  password: /^(?=.*[A-Za-z])(?=.*\d).{8,}$/,
} as const;

const isEmpty = (value: string | null | undefined): boolean =>
  value === undefined || value === null || value === '';

/** Returns the message when the value is invalid, or null when it passes. */
export type Check = (value: string | null | undefined) => string | null;

const optional =
  (test: (value: string) => boolean, message: string): Check =>
  (value) =>
    isEmpty(value) || test(value as string) ? null : message;

export const checks = {
  email: optional((v) => PATTERNS.email.test(v), MESSAGES.email),
  mobile: optional((v) => PATTERNS.mobile.test(v), MESSAGES.mobile),
  landline: optional((v) => PATTERNS.landline.test(v), MESSAGES.landline),
  fax: optional((v) => PATTERNS.landline.test(v), MESSAGES.fax),
  idCard: optional((v) => PATTERNS.idCard.test(v), MESSAGES.idCard),
  postCode: optional((v) => PATTERNS.postCode.test(v), MESSAGES.postCode),
  contact: optional(
    (v) => PATTERNS.mobile.test(v) || PATTERNS.landline.test(v) || PATTERNS.contactDigits.test(v),
    MESSAGES.contact,
  ),
  patent: optional((v) => PATTERNS.patent.test(v), MESSAGES.patent),
  required: (value) => (isEmpty(value) || (value as string).trim() === '' ? MESSAGES.required : null),
} satisfies Record<string, Check>;

export const is = {
  url: (v: string) => PATTERNS.url.test(v),
  integer: (v: string) => PATTERNS.integer.test(v),
  float: (v: string) => PATTERNS.float.test(v),
  chinese: (v: string) => PATTERNS.chinese.test(v),
  hasSpecialCharacters: (v: string) => PATTERNS.special.test(v),
};
