import { z } from 'zod';
import { id4, text } from './primitives';

/** Spec 001 §5: the answers of the duplicate and rule-code checks. */
export const DUPLICATE_MESSAGES = {
  taken: '该值不可用，系统中已存在！',
  available: '该值可用！',
  tableName: '不支持的表名',
  fieldName: '不支持的字段名',
  tableKey: '不支持的主键名',
  dataId: '记录ID必须是正整数',
  ruleCode: '不支持的校验规则',
} as const;

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
    .union([text(), z.number()], { error: '字段值必须是文本或数字' })
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
  value: text().max(500, { error: '值过长' }).default(''),
});
export type RuleCheck = z.infer<typeof ruleCheckSchema>;
