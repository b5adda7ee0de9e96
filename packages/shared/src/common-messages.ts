import { defineMessages } from './i18n';

/** The messages of the shared error path: what any route may answer, whatever its module. */
export const COMMON_MESSAGES = defineMessages('common', {
  busy: ['系统繁忙，请稍后再试', '系統繁忙，請稍後再試', 'The system is busy: please try again later'],
  badRequest: ['请求参数不正确', '請求參數不正確', 'The request is not valid'],
  badFormat: ['请求格式不正确', '請求格式不正確', 'The request is malformed'],
  invalid: ['格式不正确', '格式不正確', 'Not in the right format'],
  notFound: ['很抱歉，资源未找到!', '很抱歉，資源未找到!', 'Sorry, nothing was found there'],
  methodNotAllowed: ['不支持的请求方法', '不支持的請求方法', 'The request method is not supported'],
  tooLarge: ['请求内容过大', '請求內容過大', 'The request is too large'],
  unsupportedType: ['不支持的请求内容类型', '不支持的請求內容類型', 'The content type is not supported'],
  tooMany: [
    '请求过于频繁，请稍后再试',
    '請求過於頻繁，請稍後再試',
    'Too many requests: please try again later',
  ],
  tooManyFor: [
    '请求过于频繁，请{seconds}秒后再试',
    '請求過於頻繁，請{seconds}秒後再試',
    'Too many requests: please try again in {seconds} s',
  ],
  clientError: ['请求不正确', '請求不正確', 'The request is not valid'],
  nul: ['内容包含非法字符', '內容包含非法字符', 'The text contains an illegal character'],
  unknownField: ['不支持的字段', '不支持的字段', 'This field is not accepted'],
});
