import { declarationContentSchema } from '@awards/shared/declarations';
import { translateShared } from '@awards/web-common/i18n';
import { isRequired } from '@awards/web-common/zodRule';
import type { DeclarationValues } from './declarationForm';

/**
 * The form's first screen, plain (components/DeclarationEditor.tsx), and the rest of it, antd's
 * Form (components/DeclarationRest.tsx): the values split in two, joined again to save.
 */
export type RestValues = Pick<DeclarationValues, 'keyData' | 'completers' | 'attachments'>;
export type TopValues = Omit<DeclarationValues, keyof RestValues>;

export const BLANK_REST: RestValues = {
  completers: [{ name: '', unit: '', contribution: '' }],
  keyData: [],
  attachments: [],
};

export function topOf({
  keyData: _k,
  completers: _c,
  attachments: _a,
  ...top
}: DeclarationValues): TopValues {
  return top;
}

export function restOf(v: DeclarationValues): RestValues {
  return { keyData: v.keyData, completers: v.completers, attachments: v.attachments };
}

const shape = declarationContentSchema.shape;

/** The first screen's fields with a rule: the shared schema's, as antd's zodRule applied them. */
export const TOP_RULES = {
  editionId: shape.editionId,
  awardId: shape.awardId,
  projectName: shape.projectName,
} as const;
export type RuledField = keyof typeof TOP_RULES;
export const RULED_FIELDS = Object.keys(TOP_RULES) as RuledField[];

/** Marked required beside the label (antd marked a field whose rule rejects an empty value). */
export const REQUIRED: Record<RuledField, boolean> = {
  editionId: isRequired(TOP_RULES.editionId),
  awardId: isRequired(TOP_RULES.awardId),
  projectName: isRequired(TOP_RULES.projectName),
};

/** A field's message in the interface language, or null: the schema's first issue, as zodRule. */
export function topMessage(field: RuledField, value: unknown): string | null {
  // An untouched field is undefined; the schemas expect a string (as zodRule).
  const result = TOP_RULES[field].safeParse(value ?? '');
  return result.success ? null : translateShared(result.error.issues[0]?.message ?? '');
}

/** Every ruled field's message (submitting checks them all). */
export function topMessages(values: TopValues): Partial<Record<RuledField, string>> {
  const messages: Partial<Record<RuledField, string>> = {};
  for (const field of RULED_FIELDS) {
    const message = topMessage(field, values[field]);
    if (message) messages[field] = message;
  }
  return messages;
}
