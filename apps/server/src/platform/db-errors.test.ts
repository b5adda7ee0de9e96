import { describe, expect, it } from 'vitest';
import { onUniqueViolation } from './db-errors';

/** A driver error as drizzle wraps it: the SQLSTATE and the constraint sit on the cause. */
const wrapped = (code: string, constraint?: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('pg'), { code, constraint }) });

describe('onUniqueViolation', () => {
  it('answers what the write answers when nothing is refused', async () => {
    expect(
      await onUniqueViolation(
        async () => 7,
        () => new Error('duplicate'),
      ),
    ).toBe(7);
  });

  it('turns a unique violation into the error for its constraint', async () => {
    const seen: (string | undefined)[] = [];
    const refused = onUniqueViolation(
      () => Promise.reject(wrapped('23505', 'users_phone_key')),
      (constraint) => {
        seen.push(constraint);
        return new Error(`taken: ${constraint}`);
      },
    );
    await expect(refused).rejects.toThrow('taken: users_phone_key');
    expect(seen).toEqual(['users_phone_key']);
  });

  it('rethrows a violation of a constraint the write does not expect, and any other error, as it came', async () => {
    const unexpected = wrapped('23505', 'user_roles_pkey');
    await expect(
      onUniqueViolation(
        () => Promise.reject(unexpected),
        (constraint) => (constraint === 'users_phone_key' ? new Error('taken') : undefined),
      ),
    ).rejects.toBe(unexpected);
    const foreignKey = wrapped('23503', 'users_org_id_fkey');
    await expect(
      onUniqueViolation(
        () => Promise.reject(foreignKey),
        () => new Error('taken'),
      ),
    ).rejects.toBe(foreignKey);
  });
});
