import { describe, expect, it } from 'vitest';
import { noticeTarget } from './target';

describe('noticeTarget', () => {
  it.each([
    ['url to a page', { openType: 'url', openPage: '/declare/list' }, '/declare/list'],
    ['url outside', { openType: 'url', openPage: 'https://example.org/x' }, 'https://example.org/x'],
    [
      'component with its record',
      { openType: 'component', openPage: '/declare/list', busId: '12' },
      '/declare/list?detail=12',
    ],
    [
      'component keeping the page’s own parameters',
      { openType: 'component', openPage: '/declare/list?status=submitted', busId: 'a b' },
      '/declare/list?status=submitted&detail=a+b',
    ],
    ['component without a record', { openType: 'component', openPage: '/awards' }, '/awards'],
    ['nothing to open', { openType: null, openPage: '/declare/list' }, null],
    ['no page', { openType: 'component', openPage: '  ', busId: '3' }, null],
    ['an unknown type', { openType: 'popup', openPage: '/awards' }, null],
  ] as const)('%s', (_name, record, expected) => {
    expect(noticeTarget(record)).toBe(expected);
  });
});
