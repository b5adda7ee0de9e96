import { declarationAddSchema } from '@awards/shared/declarations';
import { changePasswordSchema, PASSWORD_MESSAGES } from '@awards/shared/password';
import { checks, MESSAGES } from '@awards/shared/validators';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { checkRule, isRequired, zodRule } from './zodRule';

async function run(rule: ReturnType<typeof zodRule>, value: unknown): Promise<string | null> {
  const validator = (rule as RuleObject).validator as (r: unknown, v: unknown) => Promise<void>;
  return validator({}, value).then(
    () => null,
    (error: Error) => error.message,
  );
}

describe('form rules from the shared package', () => {
  it('turns a zod field into a rule with its message', async () => {
    const rule = zodRule(changePasswordSchema.shape.oldPassword);
    expect(await run(rule, undefined)).toBe(PASSWORD_MESSAGES.oldRequired);
    expect(await run(rule, 'x')).toBeNull();
    expect(isRequired(changePasswordSchema.shape.oldPassword)).toBe(true);
  });

  it('says required when the field refuses an empty value, for the asterisk beside the label', () => {
    expect((zodRule(changePasswordSchema.shape.oldPassword) as RuleObject).required).toBe(true);
    expect((zodRule(declarationAddSchema.shape.discipline) as RuleObject).required).toBe(false);
    expect((zodRule(declarationAddSchema.shape.unitId) as RuleObject).required).toBe(true);
  });

  it('turns a validator of spec 000 §5 into a rule; empty passes an optional one', async () => {
    const mobile = checkRule(checks.mobile);
    expect(await run(mobile, '12345')).toBe(MESSAGES.mobile);
    expect(await run(mobile, '13800138000')).toBeNull();
    expect(await run(mobile, '')).toBeNull();
    expect(
      await run(
        checkRule(checks.required, (m) => `[${m}]`),
        '  ',
      ),
    ).toBe(`[${MESSAGES.required}]`);
    expect(await run(checkRule(checks.postCode), 100000)).toBeNull();
  });
});
