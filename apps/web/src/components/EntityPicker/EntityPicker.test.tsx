import { resetResubmitGuard } from '@awards/web-common/resubmitGuard';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/renderWithProviders';
import { EntityPicker, PICKER_DEBOUNCE_MS } from './EntityPicker';

const reply = (status: number, dataSet: unknown, rtnMessage = 'Succeed!') =>
  new Response(JSON.stringify({ rtnCode: status === 200 ? '0000' : String(status), rtnMessage, dataSet }), {
    status,
  });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const bodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

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
  fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
    const { traderName } = JSON.parse(String(init?.body));
    return reply(200, {
      traderInfoList: [{ code: `T-${traderName}`, name: `商户${traderName}`, value: 'x' }],
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const searchBox = () => screen.getByRole('combobox');

describe('EntityPicker', () => {
  it('searches once, 500 ms after the last keystroke', async () => {
    renderRoute(<EntityPicker type="trader" />);
    vi.useFakeTimers();

    fireEvent.change(searchBox(), { target: { value: 'a' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(searchBox(), { target: { value: 'ab' } });
    act(() => vi.advanceTimersByTime(PICKER_DEBOUNCE_MS - 1));
    // Opening the select asked for the unfiltered list; the typing has sent nothing yet.
    expect(bodies()).toEqual([{ traderName: '', param: '' }]);

    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(bodies()).toHaveLength(2));
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/rest/simulation/queryTestDataTraderInfo');
    expect(bodies()[1]).toEqual({ traderName: 'ab', param: 'ab' });
    expect(await screen.findByTitle('商户ab')).toBeTruthy();
  });

  it.each([
    ['warehouse', '/rest/common/getLenovoFunctionService', { warehouse: '', param: '' }],
    ['factory', '/rest/simulation/queryLenovoFactoryInfo', { param: '' }],
  ] as const)('asks the %s call when opened', async (type, path, body) => {
    renderRoute(<EntityPicker type={type} />);
    fireEvent.mouseDown(searchBox());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(path);
    expect(bodies()[0]).toEqual(body);
  });

  it('refuses a type other than trader, warehouse or factory', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<EntityPicker type={'customer' as never} />)).toThrow(
      'EntityPicker: type must be one of trader, warehouse, factory; got "customer".',
    );
  });

  it('shows an error and empties the list when the call fails', async () => {
    renderRoute(<EntityPicker type="trader" />);
    fireEvent.mouseDown(searchBox());
    expect(await screen.findByTitle('商户')).toBeTruthy();

    fetchMock.mockImplementation(async () => reply(500, null, '商户服务不可用'));
    fireEvent.change(searchBox(), { target: { value: 'zz' } });

    expect(await screen.findByText('商户服务不可用')).toBeTruthy();
    expect(screen.queryByTitle('商户')).toBeNull();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
