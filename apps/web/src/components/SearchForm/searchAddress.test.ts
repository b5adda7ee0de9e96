import { describe, expect, it } from 'vitest';
import { readAddress, writeAddress } from '../DataTable/listAddress';
import { searchSpec, toFormValues } from './searchAddress';
import { toSearchValues } from './searchValues';
import type { SearchField } from './types';

const FIELDS: SearchField[] = [
  { type: 'input', name: 'realname', label: '' },
  { type: 'select', name: 'status', label: '', options: [{ label: '', value: 200 }] },
  { type: 'select', name: 'editionId', label: '', options: [], numeric: true },
  { type: 'dict', name: 'userStatus', label: '', categoryCode: 'user_status', numeric: true },
  { type: 'dict', name: 'types', label: '', categoryCode: 'user_type', multiple: true },
  { type: 'year', name: 'year', label: '', numeric: true },
  { type: 'dateRange', name: 'time', label: '' },
  { type: 'range', name: 'score', label: '' },
  { type: 'region', name: 'region', label: '' },
];

describe('a search form in the address', () => {
  it('carries every control from the form to the address and back into the form', () => {
    const spec = searchSpec(FIELDS);
    const formValues = toFormValues(FIELDS, {
      realname: '张',
      status: 200,
      editionId: 3,
      userStatus: 2,
      types: ['staff'],
      year: 2024,
      time: ['2024-01-01', '2024-01-31'],
      score: [60, undefined],
      region: ['11', '1101'],
    });
    const emitted = toSearchValues(FIELDS, formValues);
    const written = writeAddress(new URLSearchParams(), spec, {
      filters: emitted,
      paging: { pageNum: 1, pageSize: 10 },
    });
    expect(readAddress(written, spec).filters).toEqual(emitted);
    expect(emitted).toEqual({
      realname: '张',
      status: 200,
      editionId: 3,
      userStatus: 2,
      types: ['staff'],
      year: 2024,
      time: ['2024-01-01', '2024-01-31'],
      score: [60, undefined],
      region: ['11', '1101'],
    });
  });

  it('accepts only a known option, and a number where the options are numbers', () => {
    const spec = searchSpec(FIELDS);
    expect(readAddress(new URLSearchParams('status=500&editionId=x&userStatus=2'), spec).filters).toEqual({
      userStatus: 2,
    });
    expect(readAddress(new URLSearchParams('status=200&editionId=7'), spec).filters).toEqual({
      status: 200,
      editionId: 7,
    });
  });
});
