import type { FormRule } from 'antd';

/**
 * The part of a zod schema the adapter needs. Kept structural so the portal does not
 * depend on zod itself: the schemas (and their messages) live in @awards/shared.
 */
export interface ParsableField {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/**
 * One antd Form rule from one field of a shared schema, so a field's rule and message
 * are written once, in packages/shared. `translate` maps the message to the UI language.
 */
export function zodRule(field: ParsableField, translate: (message: string) => string = (m) => m): FormRule {
  return {
    // The asterisk beside the label (issue 14: 代为申报's required fields had none): antd marks
    // a field whose rules say required. With a validator of its own antd checks nothing more,
    // so the message of an empty field is still the schema's.
    required: isRequired(field),
    validator: async (_rule, value: unknown) => {
      // antd reports an untouched input as undefined; the schemas expect a string.
      const result = field.safeParse(value ?? '');
      if (!result.success) throw new Error(translate(result.error.issues[0]?.message ?? ''));
    },
  };
}

/** Whether the field rejects an empty value, for the required mark beside its label. */
export function isRequired(field: ParsableField): boolean {
  return !field.safeParse('').success;
}

/**
 * One antd Form rule from a shared validator of spec 000 §5 (packages/shared/src/validators.ts,
 * e.g. `checks.mobile`): the check returns its message for a bad value, null for a good one.
 */
export function checkRule(
  check: (value: string | null | undefined) => string | null,
  translate: (message: string) => string = (m) => m,
): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const message = check(value === undefined || value === null ? value : String(value));
      if (message) throw new Error(translate(message));
    },
  };
}
