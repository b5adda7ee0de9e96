import type { UserInfo } from '@awards/shared/auth';
import { describe, expect, it } from 'vitest';
import { accountPagesOf, landingOf } from './accountPages';

const user = (userType: UserInfo['userType']) => ({ userType }) as UserInfo;
const paths = (userType: UserInfo['userType']) => accountPagesOf(user(userType)).map((p) => p.path);

describe('the signed-in area by user type', () => {
  it('gives a person only 我的异议 and the account’s own pages, and lands them on 我的异议', () => {
    expect(paths('person')).toEqual(['objections', 'notices', 'sessions', 'password']);
    expect(landingOf(user('person'))).toBe('/my/objections');
  });

  it('keeps the other client users on their own work, with 我的异议 among their pages', () => {
    expect(landingOf(user('declarer'))).toBe('/my/declarations');
    expect(landingOf(user('expert'))).toBe('/my/reviews');
    expect(landingOf(user('recommender'))).toBe('/my/recommendations');
    for (const type of ['declarer', 'expert', 'recommender'] as const)
      expect(paths(type)).toContain('objections');
    expect(paths('person')).not.toContain('objection-requests');
  });

  it('gives staff nothing (they are sent to the portal)', () => {
    expect(paths('staff')).toEqual([]);
    expect(landingOf(user('staff'))).toBeNull();
  });
});
