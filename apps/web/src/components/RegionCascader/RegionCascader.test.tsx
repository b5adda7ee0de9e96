import { resetResubmitGuard } from '@awards/web-common/resubmitGuard';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n';
import { renderRoute } from '../../test/renderWithProviders';
import { RegionCascader } from './RegionCascader';

const CHILDREN: Record<string, { value: string; code: string; level: number; nameI18n?: object }[]> = {
  '100000': [{ value: '北京市', code: '110000', level: 1, nameI18n: { zh_TW: '北京市', en_GB: 'Beijing' } }],
  '110000': [{ value: '市辖区', code: '110100', level: 2 }],
  '110100': [{ value: '东城区', code: '110101', level: 3 }],
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const askedCodes = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).code);

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
    const { code } = JSON.parse(String(init?.body));
    const dataSet = { regions: CHILDREN[code] ?? [] };
    return new Response(JSON.stringify({ rtnCode: '0000', rtnMessage: 'Succeed!', dataSet }), {
      status: 200,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RegionCascader', () => {
  it('loads the root, then the children of an opened region', async () => {
    const onChange = vi.fn();
    renderRoute(<RegionCascader maxLevel={2} onChange={onChange} />);

    await waitFor(() => expect(askedCodes()).toEqual(['100000']));
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('北京市'));
    fireEvent.click(await screen.findByText('市辖区'));

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/rest/region/getregions');
    expect(askedCodes()).toEqual(['100000', '110000']);
    // Level 2 is a leaf when maxLevel is 2: choosing it completes the value.
    expect(onChange).toHaveBeenCalledWith(['110000', '110100'], ['北京市', '市辖区']);
  });

  it("shows a preset value's path", async () => {
    renderRoute(<RegionCascader value={['110000', '110100', '110101']} />);

    await waitFor(() => expect(askedCodes()).toEqual(['100000', '110000', '110100']));
    expect(await screen.findByText('北京市 / 市辖区 / 东城区')).toBeTruthy();
  });

  it('shows the names in the interface language, the zh_CN name where none is entered', async () => {
    await changeLocale('en_GB');
    try {
      renderRoute(<RegionCascader value={['110000', '110100', '110101']} />);
      expect(await screen.findByText('Beijing / 市辖区 / 东城区')).toBeTruthy();
    } finally {
      await changeLocale('zh_CN');
    }
  });

  it('refuses a maxLevel deeper than 3', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<RegionCascader maxLevel={4 as never} />)).toThrow(
      'RegionCascader: maxLevel must be 1, 2 or 3; got 4.',
    );
  });
});
