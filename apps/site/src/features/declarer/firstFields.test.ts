import { declarationContentSchema } from '@awards/shared/declarations';
import { isRequired } from '@awards/web-common/zodRule';
import { describe, expect, it } from 'vitest';
import { loadRules, REQUIRED, RULED_FIELDS, topMessage, withRules } from './firstFields';

describe("the first screen's rules, the shared schema's", () => {
  it('marks as required exactly the fields whose schema rejects an empty value', () => {
    for (const field of RULED_FIELDS)
      expect(REQUIRED[field], field).toBe(isRequired(declarationContentSchema.shape[field]));
  });

  it('loads the schemas once, and then applies them at once', async () => {
    const loaded = await loadRules();
    expect(await loadRules()).toBe(loaded);
    let seen: unknown = null;
    withRules((rules) => {
      seen = rules;
    });
    expect(seen).toBe(loaded);
    expect(topMessage(loaded, 'projectName', '储能材料')).toBeNull();
    expect(topMessage(loaded, 'projectName', undefined)).not.toBeNull();
  });
});
