import { resetResubmitGuard } from '@awards/web-common/resubmitGuard';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { MonitorPage } from './MonitorPage';

const reply = (status: number, dataSet: unknown) =>
  new Response(
    JSON.stringify({ rtnCode: status === 200 ? '0000' : String(status), rtnMessage: 'x', dataSet }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );

const LOGIN_INFO = {
  todayLoginCount: 12,
  totalLoginCount: 34567,
  todayVisitCount: 890,
  todayIpCount: 5,
  lastLogin: { time: '2026-11-20T02:03:04.000Z', ip: '10.0.0.8' },
};
const days = Array.from({ length: 7 }, (_, i) => ({ date: `2026-11-1${i}`, visits: i * 10, logins: i }));

// Identical calls within 500 ms share one answer, across tests too.
beforeEach(() => resetResubmitGuard());
afterEach(() => vi.unstubAllGlobals());

describe('MonitorPage', () => {
  it("shows the server's figures, the previous sign-in and the 7-day visits", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith('/rest/index/loginfo') ? reply(200, LOGIN_INFO) : reply(200, days),
      ),
    );
    renderRoute(<MonitorPage />);
    await waitFor(() => expect(screen.getByTestId('figure-totalLoginCount').textContent).toContain('34,567'));
    expect(screen.getByTestId('figure-todayLoginCount').textContent).toContain('12');
    expect(screen.getByTestId('figure-todayVisitCount').textContent).toContain('890');
    expect(screen.getByTestId('last-login').textContent).toContain('10.0.0.8');
    expect(screen.getByTestId('home-greeting').textContent).toMatch(/好/);
    expect((await screen.findByTestId('visit-trend')).textContent).toContain('11-16');
  });

  it('says so on a first sign-in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith('/rest/index/loginfo')
          ? reply(200, { ...LOGIN_INFO, lastLogin: null })
          : reply(200, days),
      ),
    );
    renderRoute(<MonitorPage />);
    expect((await screen.findByTestId('last-login')).textContent).toBe('这是您第一次登录本系统');
  });

  it('shows an error with a retry, and no made-up numbers, when the server fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(500, null)),
    );
    renderRoute(<MonitorPage />);
    expect(await screen.findByTestId('figures-error')).toBeTruthy();
    expect(screen.getByTestId('figure-todayLoginCount').textContent).toContain('————');
  });
});
