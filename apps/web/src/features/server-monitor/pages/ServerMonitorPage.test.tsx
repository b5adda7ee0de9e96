import { MONITOR_PATHS, SERVER_MONITOR_REFRESH_MS, type ServerInfo } from '@awards/shared/monitor';
import { http } from '@awards/web-common/http';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { ServerMonitorPage } from './ServerMonitorPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const GB = 1024 ** 3;
const info = (usagePercent: number): ServerInfo => ({
  sampledAt: '2026-11-21T01:00:00.000Z',
  host: { hostname: 'awards-1', platform: 'linux', arch: 'x64', release: '6.1', pid: 42 },
  cpu: { model: 'Test CPU', cores: 2, usagePercent, processPercent: 50 },
  load: [0.5, 0.25, 0.1],
  memory: { totalBytes: 8 * GB, freeBytes: 2 * GB, usedBytes: 6 * GB, usedPercent: 75 },
  disks: [{ path: '/', totalBytes: 100 * GB, freeBytes: 60 * GB, usedBytes: 40 * GB, usedPercent: 40 }],
  node: {
    version: 'v22.0.0',
    heapUsedBytes: GB / 4,
    heapTotalBytes: GB / 2,
    heapLimitBytes: 2 * GB,
    rssBytes: GB,
    externalBytes: 1024,
  },
  eventLoop: { meanMs: 10.2, p50Ms: 10, p99Ms: 20.5, maxMs: 30 },
  uptime: { processSeconds: 3700, systemSeconds: 90_061 },
  database: {
    kind: 'pglite',
    version: '17',
    sizeBytes: 50 * 1024 ** 2,
    connections: null,
    maxConnections: null,
    note: 'PGlite: 进程内嵌入式数据库，无连接数',
  },
  redis: { status: 'not-configured', latencyMs: null, error: null },
  websocketConnections: 3,
});

let sample = info(12.5);
beforeEach(() => {
  sample = info(12.5);
  post.mockReset();
  post.mockImplementation(async (path: string) => (path === MONITOR_PATHS.server ? sample : null));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ServerMonitorPage', () => {
  it("shows the sample's CPU, memory, disk, heap, event loop, database and Redis", async () => {
    renderRoute(<ServerMonitorPage />);
    expect((await screen.findByTestId('cpu-usage')).textContent).toContain('12.5%');
    expect(screen.getByTestId('memory-usage').textContent).toContain('已用 6.0 GB / 共 8.0 GB');
    expect(screen.getByTestId('disk-/').textContent).toContain('40%');
    // 256 MB of a 2 GB limit.
    expect(screen.getByTestId('heap-usage').textContent).toContain('12.5%');
    expect(screen.getByTestId('event-loop').textContent).toContain('20.5');
    expect(screen.getByTestId('database').textContent).toContain('PGlite: 进程内嵌入式数据库，无连接数');
    expect(screen.getByTestId('redis').textContent).toContain('未配置');
    expect(screen.getByText('1天 1小时 1分')).toBeTruthy();
  });

  it('samples again on its own every few seconds', async () => {
    // The clock runs on its own, and jumps over the refresh interval instead of waiting it out.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRoute(<ServerMonitorPage />);
    expect((await screen.findByTestId('cpu-usage')).textContent).toContain('12.5%');
    const samples = () => post.mock.calls.filter(([path]) => path === MONITOR_PATHS.server).length;
    const before = samples();
    sample = info(80);
    await act(() => vi.advanceTimersByTimeAsync(SERVER_MONITOR_REFRESH_MS));
    await waitFor(() => expect(screen.getByTestId('cpu-usage').textContent).toContain('80%'));
    expect(samples()).toBeGreaterThan(before);
  });
});
