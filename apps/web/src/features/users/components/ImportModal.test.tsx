import { USER_IMPORT_MESSAGES, type UserImportReport } from '@awards/shared/users';
import { http, request } from '@awards/web-common/http';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_MY_EXPORTS_EVENT } from '../../../lib/exportProgress';
import { renderRoute } from '../../../test/renderWithProviders';
import { rejectWith } from '../testUsers';
import { ImportModal } from './ImportModal';

// The boundary: the multipart upload goes through lib/http's request.
vi.mock('@awards/web-common/http', () => ({
  http: { post: vi.fn() },
  request: vi.fn(),
  HTTP_TIMEOUT_MS: 1_000_000,
  POST_TIMEOUT_MS: 90_000,
}));
const upload = vi.mocked(request);

const REPORT: UserImportReport = {
  totalRows: 3,
  createdCount: 1,
  failedCount: 2,
  failures: [
    { row: 3, loginName: 'dup', errors: ['登录名与第2行重复'] },
    { row: 4, loginName: null, errors: ['请输入登录名', '所属机构编码不存在：NOPE'] },
  ],
};

/** Picks a file; the upload list takes it a few ticks later (beforeUpload is awaited). */
async function chooseFile(name: string) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File(['PK'], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  fireEvent.change(input, { target: { files: [file] } });
  await screen.findByText(name);
}

async function submit(password: string) {
  fireEvent.change(screen.getByLabelText('初始密码'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('import-submit'));
}

beforeEach(() => {
  upload.mockReset();
  vi.mocked(http.post).mockReset();
});

describe('ImportModal', () => {
  it('says where the kept result is, and opens My exports from there', async () => {
    upload.mockResolvedValue({ ...REPORT, resultExportId: 42 });
    const opened = vi.fn();
    window.addEventListener(OPEN_MY_EXPORTS_EVENT, opened);
    renderRoute(<ImportModal onClose={() => {}} />);
    await chooseFile('users.xlsx');
    await submit('Welcome2026');
    const kept = await screen.findByTestId('import-result-kept');
    expect(kept.textContent).toContain('导入结果已保存到「我的导出」');
    fireEvent.click(within(kept).getByRole('button', { name: '查看我的导出' }));
    window.removeEventListener(OPEN_MY_EXPORTS_EVENT, opened);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('sends the file and the password, then lists each refused row with its reasons', async () => {
    upload.mockResolvedValue(REPORT);
    renderRoute(<ImportModal onClose={() => {}} />);
    await chooseFile('users.xlsx');
    await submit('Welcome2026');
    const report = await screen.findByTestId('import-report');
    expect(within(report).getByText('共 3 行：导入成功 1 行，未通过 2 行')).toBeTruthy();
    expect(within(report).getByText('登录名与第2行重复')).toBeTruthy();
    expect(within(report).getByText('所属机构编码不存在：NOPE')).toBeTruthy();
    expect(within(report).getByText('————')).toBeTruthy();
    // No result kept (the server did not say so): nothing points to My exports.
    expect(within(report).queryByTestId('import-result-kept')).toBeNull();

    const [path, options] = upload.mock.calls[0]!;
    expect(path).toBe('/rest/user/import');
    const body = options?.body as FormData;
    expect(body.get('password')).toBe('Welcome2026');
    expect((body.get('file') as File).name).toBe('users.xlsx');
  });

  it('refuses anything but .xlsx before uploading, and shows a refused file under its field', async () => {
    upload.mockImplementation(
      rejectWith(400, USER_IMPORT_MESSAGES.unreadable, { file: USER_IMPORT_MESSAGES.unreadable }),
    );
    renderRoute(<ImportModal onClose={() => {}} />);
    await chooseFile('users.csv');
    await submit('Welcome2026');
    expect(await screen.findByText('仅支持.xlsx格式的Excel文件')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();

    await chooseFile('broken.xlsx');
    fireEvent.click(screen.getByTestId('import-submit'));
    expect(await screen.findByText('无法读取该Excel文件，请使用导入模板')).toBeTruthy();
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
  });
});
