import { describe, expect, it } from 'vitest';
import { menu, sampleMenu } from '../../test/menuFixtures';
import { matchEntries, searchEntries } from './menuSearch';
import { accountCenterPath, avatarLetter, shortName } from './userDisplay';

describe('greeting name and avatar', () => {
  it('cuts the nickname at 6 characters plus an ellipsis', () => {
    expect(shortName({ nickname: '张三' })).toBe('张三');
    expect(shortName({ nickname: '一二三四五六' })).toBe('一二三四五六');
    expect(shortName({ nickname: '一二三四五六七' })).toBe('一二三四五六...');
    expect(shortName({ realname: 'Administrator' })).toBe('Admini...');
  });

  it('shows the first letter of the real name when there is no picture', () => {
    expect(avatarLetter({ realname: '李四', username: 'lisi' })).toBe('李');
    expect(avatarLetter({ username: 'admin' })).toBe('A');
  });

  it('finds the route named account-center, else the configured path', () => {
    expect(accountCenterPath(sampleMenu())).toBe('/_account/center/Index');
    expect(accountCenterPath([menu('/me', 'Me', { name: 'account-center' })])).toBe('/me');
    expect(accountCenterPath([])).toBe('/_account/center/Index');
  });
});

describe('menu search', () => {
  it('lists the pages the menu shows, labelled with their trail', () => {
    const labels = searchEntries(sampleMenu()).map((e) => e.label);
    expect(labels).toContain('系统管理 / 用户管理');
    expect(labels).toContain('注册管理');
    expect(labels).not.toContain('系统管理 / 编辑用户');
    expect(labels.some((l) => l.includes('个人中心'))).toBe(false);
  });

  it('matches by title, case-insensitively', () => {
    const entries = searchEntries(sampleMenu());
    expect(matchEntries(entries, '角色').map((e) => e.node.path)).toEqual(['/_system/roles']);
    expect(matchEntries(entries, '  ').length).toBe(entries.length);
  });
});
