import { DUPLICATE_MESSAGES, type DuplicateCheck, type RuleCheck } from '@awards/shared/duplicate-check';
import { type Locale, renderMessage } from '@awards/shared/i18n';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../platform/errors';
import { RULES } from './rules';
import { CHECKED_TABLES, lookup } from './targets';

/** The answer for a value that may be used, its message in the caller's language. */
const available = (locale: Locale) => ({
  valid: true as const,
  message: renderMessage(DUPLICATE_MESSAGES.available, locale),
});

/**
 * The forms' generic checks (spec 001 §5): is a value already used in a column
 * (duplicate check), and does it obey a named rule (rule-code check).
 */
export class DuplicateCheckService {
  constructor(private readonly db: Db) {}

  async check(input: DuplicateCheck, locale: Locale) {
    const target = lookup(CHECKED_TABLES, input.tableName);
    if (!target) throw badRequest({ tableName: DUPLICATE_MESSAGES.tableName });
    const field = lookup(target.fields, input.fieldName);
    if (!field) throw badRequest({ fieldName: DUPLICATE_MESSAGES.fieldName });
    if (input.tableKey !== undefined && !target.keyNames.includes(input.tableKey)) {
      throw badRequest({ tableKey: DUPLICATE_MESSAGES.tableKey });
    }
    // An empty value is valid: whether it is required is the form's business.
    if (input.fieldVal === '') return available(locale);
    const sameValue = field.ignoreCase
      ? eq(sql`lower(${field.column})`, input.fieldVal.toLowerCase())
      : eq(field.column, input.fieldVal);
    const taken = await this.db.$count(
      target.table,
      and(sameValue, input.dataId ? ne(target.key, input.dataId) : undefined, target.where),
    );
    if (taken > 0) throw conflict(DUPLICATE_MESSAGES.taken);
    return available(locale);
  }

  checkRule(input: RuleCheck, locale: Locale) {
    const rule = lookup(RULES, input.ruleCode);
    if (!rule) throw badRequest({ ruleCode: DUPLICATE_MESSAGES.ruleCode });
    const message = input.value === '' ? null : rule(input.value);
    if (message) throw badRequest({ value: message });
    return available(locale);
  }
}
