import { resetResubmitGuard } from '@awards/web-common/resubmitGuard';
import { SESSION_TTL_MS, STORAGE_KEYS, setItem } from '@awards/web-common/storage';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n';
import { renderRoute } from '../../test/renderWithProviders';
import { DictCheckboxGroup, DictRadio } from './DictGroups';
import { DictSelect } from './DictSelect';

const reply = (dataSet: unknown) =>
  new Response(JSON.stringify({ rtnCode: '0000', rtnMessage: 'Succeed!', dataSet }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

function openSelect() {
  fireEvent.mouseDown(screen.getByRole('combobox'));
}

beforeEach(() => {
  resetResubmitGuard();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('DictSelect', () => {
  it('takes its options from the items stored at sign-in, without a call', async () => {
    setItem(
      STORAGE_KEYS.dictItems,
      {
        sex: [
          { code: '1', value: '男', text: '男', title: '男' },
          { code: '2', value: '女', text: '女', title: '女' },
        ],
      },
      SESSION_TTL_MS,
    );
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<DictRadio categoryCode="sex" />);

    expect(screen.getByLabelText('男')).toBeTruthy();
    expect((screen.getByLabelText('女') as HTMLInputElement).value).toBe('2');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server for a category missing from the stored items', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      reply({ dictList: [{ code: 'staff', value: '职员', text: '职员', title: '职员' }] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onChange = vi.fn();
    renderRoute(<DictSelect categoryCode="user_type" onChange={onChange} />);

    openSelect();
    fireEvent.click(await screen.findByTitle('职员'));

    expect(onChange.mock.calls[0]?.[0]).toBe('staff');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/rest/dict/getDictItems');
    expect(JSON.parse(String(init?.body))).toEqual({ categoryCode: 'user_type' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('chooses several codes when multiple', async () => {
    setItem(STORAGE_KEYS.dictItems, {
      grade: [
        { code: 'A', value: '一等', text: '一等', title: '一等' },
        { code: 'B', value: '二等', text: '二等', title: '二等' },
      ],
    });
    const onChange = vi.fn();
    renderRoute(<DictSelect categoryCode="grade" multiple onChange={onChange} />);

    openSelect();
    fireEvent.click(await screen.findByTitle('一等'));
    fireEvent.click(await screen.findByTitle('二等'));

    expect(onChange.mock.lastCall?.[0]).toEqual(['A', 'B']);
  });

  it('offers a checkbox group whose value is the chosen codes', () => {
    setItem(STORAGE_KEYS.dictItems, {
      grade: [
        { code: 'A', value: '一等', text: '一等', title: '一等' },
        { code: 'B', value: '二等', text: '二等', title: '二等' },
      ],
    });
    const onChange = vi.fn();
    renderRoute(<DictCheckboxGroup categoryCode="grade" value={['A']} onChange={onChange} />);

    fireEvent.click(screen.getByLabelText('二等'));

    expect(onChange).toHaveBeenCalledWith(['A', 'B']);
  });

  it('offers a radio group whose value is the chosen code', () => {
    setItem(STORAGE_KEYS.dictItems, {
      sex: [
        { code: '1', value: '男', text: '男', title: '男' },
        { code: '2', value: '女', text: '女', title: '女' },
      ],
    });
    const onChange = vi.fn();
    renderRoute(<DictRadio categoryCode="sex" value="1" onChange={onChange} />);

    expect((screen.getByLabelText('男') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('女'));

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].target.value).toBe('2');
  });

  it('labels each item in the interface language, with its zh_CN name where none is entered', async () => {
    setItem(STORAGE_KEYS.dictItems, {
      sex: [
        { code: '1', value: '男', text: '男', title: '男', valueI18n: { zh_TW: '男', en_GB: 'Male' } },
        { code: '2', value: '女', text: '女', title: '女', valueI18n: { zh_TW: '女' } },
        // Stored by a portal signed in before the versions came.
        { code: '9', value: '未知', text: '未知', title: '未知' },
      ],
    });
    await changeLocale('en_GB');
    try {
      renderRoute(<DictRadio categoryCode="sex" />);
      expect((screen.getByLabelText('Male') as HTMLInputElement).value).toBe('1');
      expect((screen.getByLabelText('女') as HTMLInputElement).value).toBe('2');
      expect(screen.getByLabelText('未知')).toBeTruthy();
    } finally {
      await changeLocale('zh_CN');
    }
  });
});
