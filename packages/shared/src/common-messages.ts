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
  integer: ['必须是整数', '必須是整數', 'Must be a whole number'],
  pageNum: ['页码必须是数字', '頁碼必須是數字', 'The page number must be a number'],
  pageNumMin: ['页码从1开始', '頁碼從1開始', 'Pages are numbered from 1'],
  pageSize: ['每页条数必须是数字', '每頁條數必須是數字', 'The page size must be a number'],
  pageSizeMin: ['每页条数至少为1', '每頁條數至少為1', 'A page holds at least 1 row'],
  pageSizeMax: ['每页条数不能超过{max}', '每頁條數不能超過{max}', 'A page holds at most {max} rows'],
  orderBy: ['不支持按此排序', '不支持按此排序', 'The list cannot be sorted that way'],
  batchMax: ['一次最多选择{max}条', '一次最多選擇{max}條', 'Select at most {max} at a time'],
  setMax: ['最多选择{max}项', '最多選擇{max}項', 'Select at most {max}'],
  tooLong: ['不能超过{max}个字符', '不能超過{max}個字符', 'At most {max} characters'],
  queryInvalid: ['查询条件格式不正确', '查詢條件格式不正確', 'The search is not valid'],
  queryTooLong: ['查询条件过长', '查詢條件過長', 'The search is too long'],
  sortNumber: [
    '排序号必须是0至999999之间的整数',
    '排序號必須是0至999999之間的整數',
    'The order must be a whole number from 0 to 999999',
  ],
});
