import { resetResubmitGuard } from '@awards/web-common/resubmitGuard';
import { SESSION_TTL_MS, STORAGE_KEYS, setItem } from '@awards/web-common/storage';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/renderWithProviders';
import { forgetLastVisit } from '../api/recordVisit';
import { TEST_MENU } from './testMenu';
import { recordOpeningVisit, useRecordMenuVisit } from './useRecordMenuVisit';

const ok = (dataSet: unknown) =>
  new Response(JSON.stringify({ rtnCode: '0000', rtnMessage: 'Succeed!', dataSet }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const visited = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/rest/preference/visit'))
    .map(([, init]) => JSON.parse(String(init?.body)).path);

function Probe() {
  useRecordMenuVisit();
  return null;
}

beforeEach(() => {
  resetResubmitGuard();
  forgetLastVisit();
  setItem(STORAGE_KEYS.accessToken, 'token-1234567890abcdefghij', SESSION_TTL_MS);
  fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input).endsWith('/rest/home/index') ? ok({ menu: TEST_MENU }) : ok({ recorded: true }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('useRecordMenuVisit', () => {
  it('records a landing on a menu page once, and again after going elsewhere and back', async () => {
    const { router } = renderRoute(<Probe />, { path: '*', url: '/prize' });
    await waitFor(() => expect(visited()).toEqual(['/prize']));
    const go = (to: string) => act(() => router.navigate(to));
    await go('/prize?tab=2');
    await go('/_system/users');
    await waitFor(() => expect(visited()).toEqual(['/prize', '/_system/users']));
    await go('/not/a/menu');
    // The HTTP client sends an identical call only once within 500 ms; a person is slower.
    resetResubmitGuard();
    await go('/_system/users');
    await waitFor(() => expect(visited()).toEqual(['/prize', '/_system/users', '/_system/users']));
  });

  it('counts the first page once when the loader reported it before the hook (issue 18)', async () => {
    recordOpeningVisit('/prize', TEST_MENU);
    recordOpeningVisit('/_account/center/Index', TEST_MENU);
    expect(visited()).toEqual(['/prize']);
    renderRoute(<Probe />, { path: '*', url: '/prize' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/rest/home/index'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(visited()).toEqual(['/prize']);
  });

  it('leaves pages outside the menu alone', async () => {
    renderRoute(<Probe />, { path: '*', url: '/_account/center/Index' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(visited()).toEqual([]);
  });
});
