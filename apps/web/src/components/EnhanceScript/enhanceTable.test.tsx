import type { Page } from '@awards/shared/paging';
import { resetResubmitGuard } from '@awards/web-common/resubmitGuard';
import { clearSession, saveToken } from '@awards/web-common/session';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/renderWithProviders';
import { DataTable } from '../DataTable/DataTable';
import type { DataTableColumn } from '../DataTable/types';
import { runScript } from './runScript';

interface Row {
  id: number;
  name: string;
  status: number;
}
const COLUMNS: DataTableColumn<Row>[] = [
  { key: 'name', title: '名称', dataIndex: 'name', width: 160 },
  { key: 'status', title: '状态', dataIndex: 'status', width: 100 },
];
const page = async (): Promise<Page<Row>> => ({
  pageNum: 1,
  pageSize: 10,
  totalCount: 2,
  totalPage: 1,
  result: [
    { id: 1, name: '中国银行', status: 1 },
    { id: 2, name: '工商银行', status: 0 },
  ],
});

const reply = (dataSet: unknown) =>
  new Response(JSON.stringify({ rtnCode: '0000', rtnMessage: 'Succeed!', dataSet }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
/** The server's answers: the table 'test.banks' has `script` as its version 3. */
function serveScript(script: string) {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/rest/enhance/active')) return reply([{ tableId: 'test.banks', version: 3 }]);
    if (url.endsWith('/rest/enhance/current'))
      return reply({
        tableId: 'test.banks',
        version: 3,
        script,
        createBy: 'admin',
        createTime: '2026-01-01T00:00:00Z',
      });
    return new Response('not here', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
}

/**
 * jsdom has no Worker. This stand-in speaks the worker's protocol and runs the real core
 * (runScript) in the page's thread; `hang` is a worker stuck in a loop, which never answers.
 * The real worker, its sealed scope and its policy run in Chromium: e2e/admin-catalogue.e2e.ts.
 */
const started: StandInWorker[] = [];
class StandInWorker {
  static hang = false;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor() {
    started.push(this);
    setTimeout(() => this.onmessage?.({ data: { status: 'ready' } }), 0);
  }
  postMessage({ script, rows }: { script: string; rows: unknown[] }) {
    if (StandInWorker.hang) return;
    setTimeout(() => {
      if (!this.terminated) this.onmessage?.({ data: runScript(script, structuredClone(rows)) });
    }, 0);
  }
  terminate() {
    this.terminated = true;
  }
}

beforeEach(() => {
  resetResubmitGuard();
  saveToken('token');
  started.length = 0;
  StandInWorker.hang = false;
  vi.stubGlobal('Worker', StandInWorker);
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const table = () => renderRoute(<DataTable<Row> tableId="test.banks" columns={COLUMNS} fetch={page} />);
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('a table with an enhance script', () => {
  it('shows the hints of its script: a highlighted row, a badge, a cell of its own', async () => {
    serveScript(`return rows.map((r) => r.status === 1
      ? { rowClass: 'highlight', badge: '重点' }
      : { columns: { status: '停用' } });`);
    table();
    await waitFor(() => expect(rowOf('中国银行').dataset.enhance).toBe('highlight'));
    expect(screen.getByTestId('enhance-badge').textContent).toBe('重点');
    expect(rowOf('工商银行').textContent).toContain('停用');
    expect(rowOf('工商银行').dataset.enhance).toBeUndefined();
    expect(screen.queryByTestId('enhance-notice')).toBeNull();
    expect(started.every((w) => w.terminated)).toBe(true);
  });

  it('cuts a script that does not answer within 100 ms: plain table, with a notice', async () => {
    StandInWorker.hang = true;
    serveScript('for (;;) {}');
    table();
    expect((await screen.findByTestId('enhance-notice')).textContent).toBe(
      '增强脚本超过 100 毫秒未完成，表格按原样显示',
    );
    expect(started[0]!.terminated).toBe(true);
    expect(rowOf('中国银行').dataset.enhance).toBeUndefined();
    expect(screen.getByText('中国银行')).toBeTruthy();
  });

  it('a script calling fetch fails harmlessly: no request leaves, the table shows plain and says why', async () => {
    serveScript(
      'fetch("/rest/user/page", { method: "POST" }); return rows.map(() => ({ rowClass: "warn" }));',
    );
    table();
    expect((await screen.findByTestId('enhance-notice')).textContent).toMatch(/fetch is not a function/);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringContaining('/rest/user/page'),
    );
    expect(rowOf('中国银行').dataset.enhance).toBeUndefined();
  });

  it('starts no worker for a table without a script', async () => {
    serveScript('return [];');
    renderRoute(<DataTable<Row> tableId="test.other" columns={COLUMNS} fetch={page} />);
    expect(await screen.findByText('中国银行')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(started).toHaveLength(0);
  });
});
