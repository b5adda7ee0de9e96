import { describe, expect, it } from 'vitest';
import { type FilterSpec, readAddress, writeAddress } from './listAddress';

const SPEC: FilterSpec = {
  realname: 'string',
  status: { type: 'number', oneOf: [0, 1, 2] },
  userType: { type: 'string', oneOf: ['staff', 'declarer'] },
  statuses: 'numbers',
  time: 'dateRange',
  score: 'numberRange',
  mine: 'boolean',
};

const read = (query: string, options = {}) => readAddress(new URLSearchParams(query), SPEC, options);

describe('the list address', () => {
  it('reads back what it wrote, every type', () => {
    const state = {
      filters: {
        realname: '张 三',
        status: 2,
        userType: 'staff',
        statuses: [1, 2],
        time: ['2024-01-01', '2024-02-29'],
        score: [60, undefined],
        mine: false,
      },
      paging: { pageNum: 3, pageSize: 20, orderBy: { field: 'createTime', order: 'asc' as const } },
    };
    const written = writeAddress(new URLSearchParams(), SPEC, state);
    expect(written.toString()).toBe(
      'realname=%E5%BC%A0+%E4%B8%89&status=2&userType=staff&statuses=1&statuses=2' +
        '&time=2024-01-01%2C2024-02-29&score=60%2C&mine=false&page=3&size=20&sort=createTime%2Casc',
    );
    expect(readAddress(written, SPEC)).toEqual(state);
  });

  it('leaves defaults and empty filters out of the address', () => {
    const written = writeAddress(new URLSearchParams(), SPEC, {
      filters: { realname: '', statuses: [], time: undefined, score: [undefined, undefined] },
      paging: { pageNum: 1, pageSize: 10 },
    });
    expect(written.toString()).toBe('');
    const fifty = writeAddress(
      new URLSearchParams(),
      SPEC,
      { filters: {}, paging: { pageNum: 1, pageSize: 50 } },
      {
        defaultPageSize: 50,
      },
    );
    expect(fifty.toString()).toBe('');
  });

  it('keeps the parameters that are not the list’s, and replaces its own', () => {
    const params = new URLSearchParams('form=edit%3A12&realname=old&page=4&tab=roles');
    const written = writeAddress(params, SPEC, {
      filters: { status: 1 },
      paging: { pageNum: 1, pageSize: 10 },
    });
    expect(written.toString()).toBe('form=edit%3A12&tab=roles&status=1');
  });

  it.each([
    ['page=0', {}, { pageNum: 1, pageSize: 10 }],
    ['page=-3&size=7', {}, { pageNum: 1, pageSize: 10 }],
    ['page=2.5&size=abc', {}, { pageNum: 1, pageSize: 10 }],
    ['page=99999999999', {}, { pageNum: 1, pageSize: 10 }],
    ['status=9&userType=root', {}, { pageNum: 1, pageSize: 10 }],
    ['status=1e3&statuses=1&statuses=x', {}, { pageNum: 1, pageSize: 10 }],
    ['time=2024-02-30,2024-03-01&score=a,b&mine=yes', {}, { pageNum: 1, pageSize: 10 }],
    ['time=2024-03-01,2024-01-01&score=,', {}, { pageNum: 1, pageSize: 10 }],
    ['sort=name;drop,asc', {}, { pageNum: 1, pageSize: 10 }],
    ['sort=name,sideways', {}, { pageNum: 1, pageSize: 10 }],
    [`realname=${'x'.repeat(201)}`, {}, { pageNum: 1, pageSize: 10 }],
    ['realname=%00', {}, { pageNum: 1, pageSize: 10 }],
  ])('reads a bad value (%s) as its default', (query, filters, paging) => {
    expect(read(query)).toEqual({ filters, paging });
  });

  it('keeps the good values beside a bad one', () => {
    expect(read('realname=ok&status=7&page=2')).toEqual({
      filters: { realname: 'ok' },
      paging: { pageNum: 2, pageSize: 10 },
    });
  });

  it('applies a default sort unless the address says `sort=`, and leaves it out when it is the one', () => {
    const defaultSort = { field: 'createTime', order: 'desc' as const };
    expect(read('', { defaultSort }).paging.orderBy).toEqual(defaultSort);
    expect(read('sort=', { defaultSort }).paging.orderBy).toBeUndefined();
    expect(read('sort=bad!,asc', { defaultSort }).paging.orderBy).toEqual(defaultSort);
    const write = (orderBy?: typeof defaultSort) =>
      writeAddress(
        new URLSearchParams(),
        SPEC,
        { filters: {}, paging: { pageNum: 1, pageSize: 10, orderBy } },
        {
          defaultSort,
        },
      ).toString();
    expect(write(defaultSort)).toBe('');
    expect(write(undefined)).toBe('sort=');
  });

  it('prefixes its names for a second list on the page', () => {
    const written = writeAddress(
      new URLSearchParams('page=3'),
      SPEC,
      { filters: { realname: 'a' }, paging: { pageNum: 2, pageSize: 10 } },
      { prefix: 'm.' },
    );
    expect(written.toString()).toBe('page=3&m.realname=a&m.page=2');
    expect(readAddress(written, SPEC, { prefix: 'm.' }).paging.pageNum).toBe(2);
  });
});
