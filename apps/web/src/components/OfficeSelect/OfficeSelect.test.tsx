import { resetResubmitGuard } from '@awards/web-common/resubmitGuard';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/renderWithProviders';
import { OfficeSelect } from './OfficeSelect';
import { REGION_GROUP_CACHE_MS } from './regionGroups';

const reply = (dataSet: unknown) =>
  new Response(JSON.stringify({ rtnCode: '0000', rtnMessage: 'Succeed!', dataSet }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  // The client shares an identical request settled < 500 ms ago: each test starts afresh.
  resetResubmitGuard();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  fetchMock = vi.fn<typeof fetch>(async () => reply({ regionGroups: [{ code: 'BJ', value: '北京办' }] }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Each render has a fresh query client (renderRoute), as after a page reload. */
async function renderAndOpen() {
  const view = renderRoute(<OfficeSelect />);
  fireEvent.mouseDown(screen.getByRole('combobox'));
  expect(await screen.findByTitle('北京办')).toBeTruthy();
  view.unmount();
}

describe('OfficeSelect', () => {
  it("lists the 'office' region group", async () => {
    await renderAndOpen();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/rest/region/getRegionGroups');
    expect(JSON.parse(String(init?.body))).toEqual({ code: 'office' });
  });

  it('answers from the local cache within 300000 ms, and asks again after', async () => {
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    await renderAndOpen();

    now.mockReturnValue(start + REGION_GROUP_CACHE_MS - 1);
    await renderAndOpen();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    now.mockReturnValue(start + REGION_GROUP_CACHE_MS);
    await renderAndOpen();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
