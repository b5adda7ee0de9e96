import { SESSION_TTL_MS, STORAGE_KEYS, setItem } from '@awards/web-common/storage';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n';
import { updateLayoutSettings } from '../../lib/layoutSettings';
import { renderRoute } from '../../test/renderWithProviders';
import { SearchForm } from './SearchForm';
import { toSearchValues } from './searchValues';
import type { SearchField } from './types';
import { spanForWidth } from './useColumnSpan';

const FIELDS: SearchField[] = [
  { type: 'input', name: 'username', label: '用户名' },
  { type: 'select', name: 'status', label: '状态', options: [{ label: '正常', value: 1 }] },
  { type: 'year', name: 'year', label: '年度' },
  { type: 'range', name: 'score', label: '分数' },
  { type: 'dateRange', name: 'created', label: '创建时间' },
];

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

/** The form's own columns, without the buttons' (Form.Item has rows and columns inside). */
const fieldCols = () =>
  screen
    .getByTestId('search-form')
    .querySelectorAll<HTMLElement>(':scope > .ant-row > .ant-col:not(:last-child)');
const usernameInput = () => document.getElementById('username') as HTMLInputElement;

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  setWidth(1024);
  await changeLocale('zh_CN');
});

describe('SearchForm', () => {
  it.each([
    [1600, 6],
    [1599, 8],
    [1440, 8],
    [1439, 12],
    [992, 12],
    [991, 24],
  ])('gives a window %i px wide columns of span %i', (width, span) => {
    expect(spanForWidth(width)).toBe(span);
  });

  it('lays the fields out by window width and follows resizes', async () => {
    setWidth(1700);
    renderRoute(<SearchForm fields={FIELDS} onSearch={vi.fn()} />);
    expect(fieldCols()[0]?.className).toContain('ant-col-6');

    setWidth(1500);
    await waitFor(() => expect(fieldCols()[0]?.className).toContain('ant-col-8'));
    setWidth(800);
    await waitFor(() => expect(fieldCols()[0]?.className).toContain('ant-col-24'));
  });

  it('folds the fields that do not fit one row beside the buttons', () => {
    setWidth(1700);
    renderRoute(<SearchForm fields={FIELDS} onSearch={vi.fn()} />);
    const shown = () => [...fieldCols()].filter((col) => col.style.display !== 'none').length;
    expect(shown()).toBe(3);

    fireEvent.click(screen.getByTestId('search-toggle'));
    expect(shown()).toBe(5);
    expect(screen.getByTestId('search-toggle').textContent).toBe('收起');
  });

  it('starts expanded when the theme says so (默认展开)', () => {
    setWidth(1700);
    updateLayoutSettings({ themeConfig: { searchFormExpand: true } });
    try {
      renderRoute(<SearchForm fields={FIELDS} onSearch={vi.fn()} />);
      const shown = [...fieldCols()].filter((col) => col.style.display !== 'none').length;
      expect(shown).toBe(5);
      expect(screen.getByTestId('search-toggle').textContent).toBe('收起');
    } finally {
      updateLayoutSettings({ themeConfig: {} });
    }
  });

  it('emits the filters, with the year as four digits, on query', async () => {
    const onSearch = vi.fn();
    renderRoute(
      <SearchForm
        fields={FIELDS}
        onSearch={onSearch}
        initialValues={{ username: ' admin ', year: dayjs('2024-05-06'), status: 1 }}
      />,
    );

    fireEvent.click(screen.getByTestId('search-query'));

    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({ username: 'admin', year: '2024', status: 1 }, true),
    );
  });

  it('carries a dictionary field, single or multiple, as item codes', async () => {
    setItem(
      STORAGE_KEYS.dictItems,
      {
        sex: [
          { code: '1', value: '男', text: '男', title: '男' },
          { code: '2', value: '女', text: '女', title: '女' },
        ],
        grade: [
          { code: 'A', value: '一等', text: '一等', title: '一等' },
          { code: 'B', value: '二等', text: '二等', title: '二等' },
        ],
      },
      SESSION_TTL_MS,
    );
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const onSearch = vi.fn();
    renderRoute(
      <SearchForm
        fields={[
          { type: 'dict', name: 'sex', label: '性别', categoryCode: 'sex' },
          { type: 'dict', name: 'grade', label: '等级', categoryCode: 'grade', multiple: true },
        ]}
        onSearch={onSearch}
        initialValues={{ sex: '2', grade: ['A', 'B'] }}
      />,
    );
    // The stored items name the chosen codes; no call is made for them.
    expect(await screen.findByText('女')).toBeTruthy();
    expect(screen.getByText('一等')).toBeTruthy();
    fireEvent.click(screen.getByTestId('search-query'));

    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ sex: '2', grade: ['A', 'B'] }, true));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears every value on reset and emits the query with false', async () => {
    const onSearch = vi.fn();
    renderRoute(<SearchForm fields={FIELDS} onSearch={onSearch} initialValues={{ status: 1 }} />);
    fireEvent.change(usernameInput(), { target: { value: 'bob' } });

    fireEvent.click(screen.getByTestId('search-reset'));

    expect(onSearch).toHaveBeenCalledWith({}, false);
    expect(usernameInput().value).toBe('');
    fireEvent.click(screen.getByTestId('search-query'));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({}, true));
  });

  it('localises the default placeholders', async () => {
    await changeLocale('en_GB');
    renderRoute(<SearchForm fields={FIELDS.slice(0, 2)} onSearch={vi.fn()} />);
    expect(usernameInput().placeholder).toBe('Please enter');
    expect(screen.getByText('Please select')).toBeTruthy();
  });
});

describe('toSearchValues', () => {
  it('formats dates and leaves out empty fields', () => {
    const fields: SearchField[] = [
      { type: 'year', name: 'year', label: '' },
      { type: 'date', name: 'day', label: '' },
      { type: 'dateRange', name: 'between', label: '' },
      { type: 'time', name: 'at', label: '' },
      { type: 'range', name: 'score', label: '' },
      { type: 'range', name: 'empty', label: '' },
      { type: 'input', name: 'blank', label: '' },
    ];
    const values = toSearchValues(fields, {
      year: dayjs('2023-12-31'),
      day: dayjs('2023-01-02'),
      between: [dayjs('2023-01-01'), dayjs('2023-02-01')],
      at: dayjs('2023-01-01 08:09:10'),
      score: [60, undefined],
      empty: [undefined, undefined],
      blank: '   ',
    });
    expect(values).toEqual({
      year: '2023',
      day: '2023-01-02',
      between: ['2023-01-01', '2023-02-01'],
      at: '08:09:10',
      score: [60, undefined],
    });
  });

  it('emits the codes of a numeric field as numbers, for the server takes no digit string', () => {
    const fields: SearchField[] = [
      { type: 'dict', name: 'status', label: '', categoryCode: 'user_status', numeric: true },
      {
        type: 'dict',
        name: 'statuses',
        label: '',
        categoryCode: 'user_status',
        multiple: true,
        numeric: true,
      },
      { type: 'year', name: 'year', label: '', numeric: true },
      { type: 'dict', name: 'userType', label: '', categoryCode: 'user_type' },
    ];
    const values = toSearchValues(fields, {
      status: '2',
      statuses: ['1', '2'],
      year: dayjs('2024-05-06'),
      userType: 'staff',
    });
    expect(values).toEqual({ status: 2, statuses: [1, 2], year: 2024, userType: 'staff' });
  });
});
