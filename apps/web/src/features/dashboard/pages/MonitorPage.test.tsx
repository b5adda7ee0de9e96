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

const OVERVIEW = {
  edition: {
    editionId: 3,
    editionName: '2026年度科技奖',
    status: 'examining',
    stageEnd: new Date(Date.now() + 3.5 * 86_400_000).toISOString(),
  },
  backlog: {
    awaitingExamination: 7,
    returned: 2,
    inReview: 0,
    reviewsMissing: 0,
    inMeeting: 0,
    proposed: 0,
    inPublicity: 0,
    objectionsOpen: 3,
  },
  tasks: [{ key: 'examination', count: 7, path: '/declare/examination' }],
};

const answer = (input: RequestInfo | URL) =>
  String(input).endsWith('/rest/index/loginfo')
    ? reply(200, LOGIN_INFO)
    : String(input).endsWith('/rest/index/overview')
      ? reply(200, OVERVIEW)
      : reply(200, days);

describe('MonitorPage', () => {
  it('shows the current edition, its stage and countdown, the backlog and the caller’s tasks', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => answer(input)),
    );
    renderRoute(<MonitorPage />);
    await waitFor(() => expect(screen.getByTestId('home-edition').textContent).toContain('2026年度科技奖'));
    expect(screen.getByTestId('home-edition').textContent).toContain('形式审查');
    expect(screen.getByTestId('home-countdown').textContent).toContain('剩余 4 天');
    expect(screen.getByTestId('home-backlog').textContent).toContain('待形式审查7');
    expect(screen.getByTestId('home-tasks').textContent).toContain('待形式审查的申报');
    expect(screen.getByTestId('home-backlog').textContent).toContain('未结异议3');
    expect(screen.getByTestId('home-objections-link').getAttribute('href')).toBe('/publicity/objections');
    expect(screen.getByTestId('last-login').textContent).toContain('10.0.0.8');
    // A phone wraps it at the comma only: no plain space in the time, none before the address.
    expect(screen.getByTestId('last-login').textContent).toMatch(
      /^上次登录：\S+\u00a0\S+，IP：\u206010\.0\.0\.8$/,
    );
    expect(screen.getByTestId('home-greeting').textContent).toMatch(/好/);
    // The request figures are on the analysis page now.
    expect(screen.queryByTestId('figure-totalLoginCount')).toBeNull();
  });

  it('dates the stage’s end in the portal’s format on the display clock, not the browser’s locale', async () => {
    // 2026-12-25 04:00 UTC is noon in Asia/Shanghai, the display zone; toLocaleDateString gave 12/25/2026.
    const overview = { ...OVERVIEW, edition: { ...OVERVIEW.edition, stageEnd: '2026-12-25T04:00:00.000Z' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith('/rest/index/overview') ? reply(200, overview) : answer(input),
      ),
    );
    renderRoute(<MonitorPage />);
    expect((await screen.findByTestId('home-stage-end')).textContent).toBe('2026-12-25');
  });

  it('says so on a first sign-in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith('/rest/index/loginfo')
          ? reply(200, { ...LOGIN_INFO, lastLogin: null })
          : answer(input),
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
    expect(screen.queryByTestId('home-backlog')).toBeNull();
  });
});
