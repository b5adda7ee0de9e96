import { EXPORT_PATHS, type ExportProgress } from '@awards/shared/exports';
import { saveButtonAuth } from '@awards/web-common/session';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceExportProgress } from '../../lib/exportProgress';
import { renderRoute } from '../../test/renderWithProviders';
import { ExportButton } from './ExportButton';

const PATH = '/rest/log/exportAccessLog';

type Answer = (init?: RequestInit) => Response;
function serve(routes: Record<string, Answer>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = new URL(String(input), 'http://x').pathname;
    const route = routes[path];
    return route ? route(init) : new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const json = (dataSet: unknown) =>
  new Response(JSON.stringify({ rtnCode: '0000', rtnMessage: 'Succeed!', dataSet }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

const progress = (rowsDone: number, status: ExportProgress['status'] = 'running'): ExportProgress => ({
  exportId: 9,
  fileName: '访问日志.xlsx',
  status,
  rowsDone,
  rowsTotal: 200_000,
});

afterEach(() => vi.unstubAllGlobals());

describe('ExportButton', () => {
  it('is not shown without the route’s permission', () => {
    saveButtonAuth([]);
    renderRoute(
      <ExportButton path={PATH} body={{}} fileName="a.xlsx" code="LOG_EXPORT" testId="export">
        export
      </ExportButton>,
    );
    expect(screen.queryByTestId('export')).toBeNull();
  });

  it('saves a small export at once', async () => {
    saveButtonAuth(['LOG_EXPORT']);
    const save = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: save }));
    const fetchMock = serve({
      [PATH]: () =>
        new Response(new Blob(['PK']), {
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        }),
    });
    renderRoute(
      <ExportButton path={PATH} body={{ method: 'GET' }} fileName="a.xlsx" code="LOG_EXPORT" testId="export">
        export
      </ExportButton>,
    );
    fireEvent.click(screen.getByTestId('export'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ method: 'GET' });
    expect(screen.queryByTestId('export-notice')).toBeNull();
  });

  it('shows a large export’s progress as the pushes come, then offers its file', async () => {
    saveButtonAuth(['LOG_EXPORT']);
    const fetchMock = serve({
      [PATH]: () => json({ exportId: 9, fileName: '访问日志.xlsx', rowsTotal: 200_000 }),
      [EXPORT_PATHS.file(9)]: () => new Response(new Blob(['PK'])),
    });
    renderRoute(
      <ExportButton path={PATH} body={{}} fileName="a.xlsx" code="LOG_EXPORT" testId="export">
        export
      </ExportButton>,
    );
    fireEvent.click(screen.getByTestId('export'));
    const notice = await screen.findByTestId('export-notice');
    expect(notice.dataset.status).toBe('running');
    expect(within(notice).getByTestId('export-rows').textContent).toBe('0 / 200000 条');

    act(() => announceExportProgress(progress(50_000)));
    expect(within(notice).getByTestId('export-rows').textContent).toBe('50000 / 200000 条');
    expect(within(notice).getByText('25%')).toBeTruthy();
    // A late push never moves the bar back; another export's push is not this one's.
    act(() => announceExportProgress(progress(40_000)));
    act(() => announceExportProgress({ ...progress(190_000), exportId: 10 }));
    expect(within(notice).getByTestId('export-rows').textContent).toBe('50000 / 200000 条');
    expect(within(notice).queryByTestId('export-download')).toBeNull();

    act(() => announceExportProgress(progress(200_000, 'done')));
    await waitFor(() => expect(notice.dataset.status).toBe('done'));
    expect(within(notice).getByText(/导出完成/)).toBeTruthy();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    fireEvent.click(within(notice).getByTestId('export-download'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith(EXPORT_PATHS.file(9)))).toBe(true),
    );
  });
});
