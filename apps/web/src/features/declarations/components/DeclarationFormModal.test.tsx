import type { DeclarationDetail } from '@awards/shared/declarations';
import type { UploadedFile } from '@awards/shared/files';
import { ApiError } from '@awards/web-common/apiError';
import { http } from '@awards/web-common/http';
import { uploadFile } from '@awards/web-common/transfer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ATTACHMENT_UPLOAD_PATH } from '../../../components/AttachmentUpload';
import { renderRoute } from '../../../test/renderWithProviders';
import { DECLARATION_PATHS } from '../api/declarationPage';
import { DeclarationFormModal } from './DeclarationFormModal';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
vi.mock('@awards/web-common/transfer', async (actual) => ({
  ...(await actual<typeof import('@awards/web-common/transfer')>()),
  uploadFile: vi.fn(),
}));
const post = vi.mocked(http.post);
const upload = vi.mocked(uploadFile);

const KEPT_ID = '0b7c6b0e-8f1e-4c55-9d2c-1f7f0b0f0a11';
const NEW_ID = '5d0c2a8e-3b1f-4e6a-9c7d-2a4b6c8d0e12';

const DRAFT: DeclarationDetail = {
  declarationId: 31,
  editionId: 2,
  editionName: '2026年度科技奖励',
  awardId: 4,
  awardName: '科学技术进步奖',
  gradeLevel: null,
  gradeName: null,
  projectName: '高效光伏组件关键技术',
  unitId: 9,
  unitName: '浙江大学',
  recommendUnit: null,
  recommendUnitId: null,
  discipline: null,
  disciplineName: null,
  regionCode: null,
  regionName: null,
  status: 'draft',
  submittedAt: null,
  createBy: 'admin',
  createTime: '2026-09-30T02:00:00.000Z',
  updateBy: null,
  updateTime: null,
  summary: null,
  keyData: {},
  completers: [{ name: '张三', unit: '浙江大学', contribution: null, sortNumber: 1 }],
  attachments: [
    {
      fileId: KEPT_ID,
      attachmentType: 'application',
      fileName: '申报书.pdf',
      size: 204_800,
      mime: 'application/pdf',
    },
  ],
  audits: [],
  carriedFrom: null,
  carriedTo: null,
};

const UPLOADED: UploadedFile = {
  fileId: NEW_ID,
  fileName: '查新报告.pdf',
  size: 1024,
  mime: 'application/pdf',
  purpose: 'attachment',
  url: `/rest/file/download/${NEW_ID}`,
};

beforeEach(() => {
  upload.mockReset();
  post.mockReset();
  post.mockImplementation(async (path: string) => {
    if (path === DECLARATION_PATHS.editions) return { result: [], totalCount: 0 };
    if (path === DECLARATION_PATHS.awards || path === DECLARATION_PATHS.units) return [];
    if (path === DECLARATION_PATHS.recommendUnits)
      return [
        { organId: 71, organName: '省科学技术协会' },
        { organId: 72, organName: '市科学技术局' },
      ];
    if (path === '/rest/region/getregions') return { regions: [] };
    if (path === '/rest/dict/getDictItems') return { dictList: [] };
    return DRAFT;
  });
});

function chooseFile(name: string) {
  const input = screen
    .getByTestId('declaration-attachments-upload')
    .closest('.ant-upload-wrapper')
    ?.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], name, { type: 'application/pdf' })] } });
}

const save = () =>
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /确\s?定/ }));

describe('DeclarationFormModal marks', () => {
  it('marks the required fields with the asterisk and the optional ones without (issue 14)', async () => {
    renderRoute(<DeclarationFormModal declaration={null} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    const marked = (label: string) =>
      within(dialog).getByText(label, { selector: 'label' }).classList.contains('ant-form-item-required');
    for (const label of ['届次', '申报单位', '奖项']) expect(marked(label), label).toBe(true);
    expect(marked('推荐单位')).toBe(false);
  });
});

describe('DeclarationFormModal recommending unit', () => {
  it('picks the recommending unit from the recommending organisations and saves its id (代为申报)', async () => {
    renderRoute(<DeclarationFormModal declaration={DRAFT} onClose={() => undefined} />);
    await screen.findByText('申报书.pdf');
    const picker = screen.getByTestId('declaration-recommend-unit');
    fireEvent.mouseDown(within(picker).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('市科学技术局'));
    await waitFor(() => expect(picker.textContent).toContain('市科学技术局'));
    expect(post).toHaveBeenCalledWith(DECLARATION_PATHS.recommendUnits, {}, expect.anything());
    save();
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        DECLARATION_PATHS.update,
        expect.objectContaining({ declarationId: 31, recommendUnitId: 72 }),
        { silent: true },
      ),
    );
    const sent = post.mock.calls.find(([path]) => path === DECLARATION_PATHS.update)?.[1] as object;
    expect(sent).not.toHaveProperty('recommendUnit');
  });
});

describe('DeclarationFormModal attachments', () => {
  it('uploads a file, lists it with the type picked, and saves it beside the kept one', async () => {
    upload.mockResolvedValue(UPLOADED);
    renderRoute(<DeclarationFormModal declaration={DRAFT} onClose={() => undefined} />);
    expect(await screen.findByText('申报书.pdf')).toBeTruthy();

    chooseFile('查新报告.pdf');
    expect(await screen.findByText('查新报告.pdf')).toBeTruthy();
    expect(upload).toHaveBeenCalledWith(ATTACHMENT_UPLOAD_PATH, expect.any(FormData), { silent: true });
    const sent = upload.mock.calls[0]?.[1] as FormData;
    expect((sent.get('file') as File).name).toBe('查新报告.pdf');

    // A new file starts as 其他; the user picks its type.
    const picker = screen.getByTestId(`attachment-type-${NEW_ID}`);
    expect(picker.textContent).toContain('其他');
    fireEvent.mouseDown(within(picker).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('技术报告'));
    await waitFor(() => expect(picker.textContent).toContain('技术报告'));

    save();
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        DECLARATION_PATHS.update,
        expect.objectContaining({
          declarationId: 31,
          attachments: [
            { fileId: KEPT_ID, attachmentType: 'application' },
            { fileId: NEW_ID, attachmentType: 'report' },
          ],
        }),
        { silent: true },
      ),
    );
  });

  it('removes a file from what is saved', async () => {
    renderRoute(<DeclarationFormModal declaration={DRAFT} onClose={() => undefined} />);
    const item = (await screen.findByText('申报书.pdf')).closest('.ant-upload-list-item') as HTMLElement;
    fireEvent.click(item.querySelector('.ant-upload-list-item-actions button') as HTMLElement);
    save();
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        DECLARATION_PATHS.update,
        expect.objectContaining({ attachments: [] }),
        { silent: true },
      ),
    );
  });

  it("shows the upload's refusal and the save's field error on the field", async () => {
    upload.mockRejectedValue(
      new ApiError({
        status: 400,
        rtnCode: '400',
        message: '不支持的文件类型',
        dataSet: { fieldErrors: { file: '不支持的文件类型' } },
      }),
    );
    renderRoute(<DeclarationFormModal declaration={DRAFT} onClose={() => undefined} />);
    await screen.findByText('申报书.pdf');
    chooseFile('tool.exe');
    expect(await screen.findByText('不支持的文件类型')).toBeTruthy();
    expect(screen.queryByText('tool.exe')).toBeNull();

    const refusal = '附件不存在或不是本人上传的附件，请重新上传';
    post.mockImplementation(async (path: string) => {
      if (path === DECLARATION_PATHS.update)
        throw new ApiError({
          status: 400,
          rtnCode: '400',
          message: refusal,
          dataSet: { fieldErrors: { attachments: refusal } },
        });
      if (path === DECLARATION_PATHS.editions) return { result: [], totalCount: 0 };
      if (path === DECLARATION_PATHS.awards || path === DECLARATION_PATHS.units) return [];
      if (path === DECLARATION_PATHS.recommendUnits)
        return [
          { organId: 71, organName: '省科学技术协会' },
          { organId: 72, organName: '市科学技术局' },
        ];
      if (path === '/rest/region/getregions') return { regions: [] };
      if (path === '/rest/dict/getDictItems') return { dictList: [] };
      return DRAFT;
    });
    save();
    expect(await screen.findByText(refusal)).toBeTruthy();
  });
});
