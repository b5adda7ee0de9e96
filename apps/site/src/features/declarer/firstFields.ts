import { translateShared } from '@awards/web-common/i18n';
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

/**
 * The shared schemas (`@awards/shared/declarations`: zod and every declaration schema, the
 * form's largest evaluation at load, ~0.1 s on a 4× slower phone) load when the declarer first
 * touches the form, changes a field or saves, not with the first screen (docs/site.md "The form
 * without zod until used"). The rules and messages are still the schemas'.
 */
type Rules = typeof import('@awards/shared/declarations');
let rules: Rules | null = null;
let loading: Promise<Rules> | null = null;

/** The shared schemas, loading them the first time. */
export function loadRules(): Promise<Rules> {
  loading ??= import('@awards/shared/declarations').then(
    (module) => {
      rules = module;
      return module;
    },
    (error: unknown) => {
      loading = null; // asked again next time (a chunk that failed to load)
      throw error;
    },
  );
  return loading;
}

/**
 * Runs `use` with the shared schemas: at once when they have loaded (as a field changes, so its
 * message comes with the change), else when they have (the first change, a moment later).
 */
export function withRules(use: (loaded: Rules) => void): void {
  if (rules) use(rules);
  else void loadRules().then(use, () => undefined);
}

/** The first screen's fields with a rule: the shared schema's, as antd's zodRule applied them. */
export const RULED_FIELDS = ['editionId', 'awardId', 'projectName'] as const;
export type RuledField = (typeof RULED_FIELDS)[number];

/**
 * Marked required beside the label (antd marked a field whose rule rejects an empty value): known
 * before the schemas load, so the first screen draws its marks at once; firstFields.test.ts holds
 * them to the schemas (`isRequired`).
 */
export const REQUIRED: Record<RuledField, boolean> = {
  editionId: true,
  awardId: true,
  projectName: true,
};

/** A field's message in the interface language, or null: the schema's first issue, as zodRule. */
export function topMessage(loaded: Rules, field: RuledField, value: unknown): string | null {
  // An untouched field is undefined; the schemas expect a string (as zodRule).
  const result = loaded.declarationContentSchema.shape[field].safeParse(value ?? '');
  return result.success ? null : translateShared(result.error.issues[0]?.message ?? '');
}

/** Every ruled field's message (submitting checks them all). */
export function topMessages(loaded: Rules, values: TopValues): Partial<Record<RuledField, string>> {
  const messages: Partial<Record<RuledField, string>> = {};
  for (const field of RULED_FIELDS) {
    const message = topMessage(loaded, field, values[field]);
    if (message) messages[field] = message;
  }
  return messages;
}
