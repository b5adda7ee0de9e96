import { z } from 'zod';
import { defineMessages } from './i18n';
import { id4, text } from './primitives';

/** Spec 001 §5: the answers of the duplicate and rule-code checks. */
export const DUPLICATE_MESSAGES = defineMessages('duplicateCheck', {
  taken: [
    '该值不可用，系统中已存在！',
    '該值不可用，系統中已存在！',
    'This value is not available: it already exists!',
  ],
  available: ['该值可用！', '該值可用！', 'This value is available!'],
  tableName: ['不支持的表名', '不支持的表名', 'This table is not supported'],
  fieldName: ['不支持的字段名', '不支持的欄位名', 'This field is not supported'],
  tableKey: ['不支持的主键名', '不支持的主鍵名', 'This key column is not supported'],
  dataId: ['记录ID必须是正整数', '記錄ID必須是正整數', 'The record id must be a positive whole number'],
  ruleCode: ['不支持的校验规则', '不支持的校驗規則', 'This check rule is not supported'],
  fieldVal: ['字段值必须是文本或数字', '欄位值必須是文字或數字', 'The value must be text or a number'],
  valueTooLong: ['值过长', '值過長', 'The value is too long'],
});

const identifier = (message: string) =>
  text({ error: message }).trim().min(1, { error: message }).max(64, { error: message });

/**
 * `POST /rest/duplicate/check`. tableName and fieldName name a whitelisted column
 * (they are never put into SQL); an empty fieldVal is valid; dataId is the record
 * being edited, whose own value does not count as a duplicate.
 */
export const duplicateCheckSchema = z.object({
  tableName: identifier(DUPLICATE_MESSAGES.tableName),
  tableKey: identifier(DUPLICATE_MESSAGES.tableKey).optional(),
  fieldName: identifier(DUPLICATE_MESSAGES.fieldName),
  fieldVal: z
    .union([text(), z.number()], { error: DUPLICATE_MESSAGES.fieldVal })
    .nullable()
    .optional()
    .transform((v) => (v === null || v === undefined ? '' : String(v).trim())),
  dataId: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), id4(DUPLICATE_MESSAGES.dataId).optional())
    .optional(),
});
export type DuplicateCheck = z.infer<typeof duplicateCheckSchema>;

/** `GET /rest/duplicate/checkRule?ruleCode=&value=`: the value checked against a named rule. */
export const ruleCheckSchema = z.object({
  ruleCode: identifier(DUPLICATE_MESSAGES.ruleCode),
  value: text().max(500, { error: DUPLICATE_MESSAGES.valueTooLong }).default(''),
});
export type RuleCheck = z.infer<typeof ruleCheckSchema>;
