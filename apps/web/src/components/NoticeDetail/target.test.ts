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
    [
      'no page: its business module’s page, with the record where the page shows one',
      { openType: 'component', openPage: null, busType: 'declaration', busId: '3' },
      '/declare/list?detail=3',
    ],
    [
      'no page: a business module whose page shows no record',
      { openType: 'component', openPage: '', busType: 'review', busId: '3' },
      '/declare/review',
    ],
    [
      'no page and an unknown business type',
      { openType: 'component', busType: 'invented', busId: '3' },
      null,
    ],
    ['an unknown type', { openType: 'popup', openPage: '/awards' }, null],
  ] as const)('%s', (_name, record, expected) => {
    expect(noticeTarget(record)).toBe(expected);
  });
});
