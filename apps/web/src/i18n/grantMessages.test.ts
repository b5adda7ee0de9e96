import { GRANT_MESSAGES } from '@awards/shared/roles';
import { describe, expect, it } from 'vitest';
import { GRANT_PATTERNS } from './grantMessages';

/** Every refusal of the grant rule reads in zh_TW and en_GB, the names carried over. */
describe('GRANT_PATTERNS', () => {
  const samples = Object.entries(GRANT_MESSAGES).map(([key, message]) => [
    key,
    (message as (...names: string[]) => string)('名甲', '名乙'),
  ]);

  it.each(samples)('translate %s', (_key, message) => {
    const match = GRANT_PATTERNS.find(([pattern]) => pattern.test(message!));
    expect(match, message).toBeDefined();
    const [pattern, zhTW, enGB] = match!;
    for (const version of [zhTW, enGB]) {
      const translated = message!.replace(pattern, version);
      expect(translated).not.toBe(message);
      expect(translated).toContain('名甲');
    }
  });
});
