import { defineMessages } from './i18n';

/**
 * The two national codes a registration carries, checked with their check
 * characters (not only their shape), once for the site's forms and the server:
 * the unified social credit code of an organisation (GB 32100-2015) and the
 * citizen ID number of a person (GB 11643-1999).
 */
export const IDENTITY_CODE_MESSAGES = defineMessages('identityCodes', {
  creditCode: [
    '统一社会信用代码不正确，请核对后重新输入（18位，末位为校验码）',
    '統一社會信用代碼不正確，請核對後重新輸入（18 位，末位為校驗碼）',
    'The unified social credit code is not valid: 18 characters, the last one a check character',
  ],
  idNumber: [
    '身份证号码不正确，请核对后重新输入（18位，末位为校验码）',
    '身分證號碼不正確，請核對後重新輸入（18 位，末位為校驗碼）',
    'The ID number is not valid: 18 characters, the last one a check digit',
  ],
});

/** GB 32100-2015: the 31 characters of the code (no I, O, Z, S, V), each worth its index. */
const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character a 17-character credit code body calls for, or null if a character is not allowed. */
export function creditCodeCheckChar(body: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = CREDIT_CHARS.indexOf(body[i] ?? '');
    if (value < 0) return null;
    sum += value * (CREDIT_WEIGHTS[i] as number);
  }
  return CREDIT_CHARS[(31 - (sum % 31)) % 31] as string;
}

/** An 18-character unified social credit code whose last character is its check character (upper case). */
export function isCreditCode(value: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(value)) return false;
  return creditCodeCheckChar(value.slice(0, 17)) === value[17];
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The check digit (ISO 7064 MOD 11-2) a 17-digit ID number body calls for. */
export function idNumberCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(body[i]) * (ID_WEIGHTS[i] as number);
  return ID_CHECK[sum % 11] as string;
}

/** An 18-character citizen ID number: a real birth date and the right check digit (X upper or lower). */
export function isIdNumber(value: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(value)) return false;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return idNumberCheckDigit(value.slice(0, 17)) === value[17]?.toUpperCase();
}
