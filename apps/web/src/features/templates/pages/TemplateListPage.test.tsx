import { type MessageRef, messageCall, renderMessage } from '@awards/shared/i18n';
import { TEMPLATE_MESSAGES, TEMPLATE_PATHS, type TemplateView } from '@awards/shared/templates';
import { ApiError } from '@awards/web-common/apiError';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { renderRoute } from '../../../test/renderWithProviders';
import { TemplateListPage } from './TemplateListPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

/** `${name}`, written without tripping the template-string lint. */
const ph = (name: string) => ['$', '{', name, '}'].join('');

const TEMPLATE: TemplateView = {
  templateId: 7,
  templateCode: 'DECLARE_OPEN',
  templateName: '申报开始通知',
  templateNameI18n: { en_GB: 'Declarations open' },
  templateTitle: `${ph('edition')}申报开始`,
  templateContent: `${ph('realname')}，您好：${ph('edition')}申报已开始。`,
  templateType: '4',
  templateType_dictText: '系统消息',
  params: ['edition', 'realname'],
  remark: null,
  createBy: 'admin',
  createTime: '2026-01-01 09:00:00',
  updateBy: null,
  updateTime: null,
};

/** A refusal as the http layer hands it over: the zh_CN text, the key, and a 400's fields both ways. */
const failure = (status: number, ref: MessageRef, fields?: Record<string, MessageRef>) =>
  new ApiError({
    status,
    rtnCode: String(status),
    message: renderMessage(ref),
    ref,
    dataSet: fields
      ? {
          fieldErrors: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, renderMessage(v)])),
          fieldKeys: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, messageCall(v)])),
        }
      : null,
  });

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string) => {
    if (path === TEMPLATE_PATHS.page)
      return { pageNum: 1, pageSize: 10, totalCount: 1, totalPage: 1, result: [TEMPLATE] };
    if (path === '/rest/dict/getDictItems')
      return {
        dictList: [
          { code: '4', value: '系统消息' },
          { code: '1', value: '短信' },
        ],
      };
    if (path === '/rest/role/all')
      return [{ roleId: 3, roleName: '审核员', roleNameI18n: { en_GB: 'Auditor' } }];
    if (path === '/rest/organ/treeOptions') return [];
    return null;
  });
});

afterEach(() => changeLocale('zh_CN'));

const row = () => screen.getByTestId('template-name-7').closest('tr') as HTMLElement;

describe('TemplateListPage', () => {
  it('shows each button only with its MSGTEM_* code', async () => {
    saveButtonAuth(['MSGTEM_VIEW', 'MSGTEM_SEND']);
    renderRoute(<TemplateListPage />);
    await screen.findByTestId('template-name-7');
    expect(within(row()).getByTestId('action-send')).toBeTruthy();
    expect(within(row()).queryByTestId('action-edit')).toBeNull();
    expect(within(row()).queryByTestId('action-delete')).toBeNull();
    expect(screen.queryByTestId('template-add')).toBeNull();
    expect(screen.queryByTestId('template-batch-delete')).toBeNull();
  });

  it('lists the placeholders as they are typed and puts a taken code under its field', async () => {
    saveButtonAuth(['MSGTEM_VIEW', 'MSGTEM_ADD']);
    renderRoute(<TemplateListPage />);
    fireEvent.click(await screen.findByTestId('template-add'));
    const form = await screen.findByTestId('template-form');
    fireEvent.change(within(form).getByLabelText('模板编码'), { target: { value: 'DECLARE_OPEN' } });
    fireEvent.change(within(form).getByLabelText('模板名称'), { target: { value: '重复' } });
    fireEvent.change(within(form).getByLabelText('模板内容'), {
      target: { value: `${ph('name')} 的 ${ph('prize')} 已受理` },
    });
    const found = screen.getByTestId('template-placeholders');
    await waitFor(() => expect(within(found).getByText('prize')).toBeTruthy());
    expect(within(found).getByText('name')).toBeTruthy();

    post.mockImplementationOnce(async () => {
      throw failure(409, TEMPLATE_MESSAGES.codeTaken);
    });
    fireEvent.click(screen.getByTestId('template-save'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        TEMPLATE_PATHS.save,
        expect.objectContaining({ templateCode: 'DECLARE_OPEN', templateType: '4', templateId: undefined }),
        { silent: true },
      ),
    );
    expect(await within(form).findByText('该模板编码已存在')).toBeTruthy();
  });

  it("sends only the parameters given and shows the server's missing-parameter error on the form", async () => {
    saveButtonAuth(['MSGTEM_VIEW', 'MSGTEM_SEND']);
    renderRoute(<TemplateListPage />);
    await screen.findByTestId('template-name-7');
    fireEvent.click(within(row()).getByTestId('action-send'));
    await screen.findByTestId('template-send-form');
    fireEvent.change(screen.getByTestId('template-param-realname'), { target: { value: '张三' } });
    fireEvent.mouseDown(within(screen.getByTestId('template-roles')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('审核员'));

    const missing = '缺少模板参数：edition';
    post.mockImplementationOnce(async () => {
      const ref = TEMPLATE_MESSAGES.missingParam({ name: 'edition' });
      throw failure(400, ref, { params: ref });
    });
    fireEvent.click(screen.getByTestId('template-send-ok'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        TEMPLATE_PATHS.send,
        {
          templateCode: 'DECLARE_OPEN',
          params: { realname: '张三' },
          userIds: [],
          organIds: [],
          roleIds: [3],
        },
        { silent: true },
      ),
    );
    expect((await screen.findByTestId('template-send-error')).textContent).toContain(missing);
    // The modal stays open, with the message under the missing parameter's field.
    const field = screen.getByTestId('template-param-edition').closest('.ant-form-item') as HTMLElement;
    expect(within(field).getByText(missing)).toBeTruthy();
  });

  it('names templates and roles in the interface language, the zh_CN text where none is entered', async () => {
    saveButtonAuth(['MSGTEM_VIEW', 'MSGTEM_SEND']);
    await changeLocale('en_GB');
    renderRoute(<TemplateListPage />);
    expect((await screen.findByTestId('template-name-7')).textContent).toBe('Declarations open');
    fireEvent.click(within(row()).getByTestId('action-send'));
    expect(await screen.findByText('Send: Declarations open')).toBeTruthy();
    fireEvent.mouseDown(within(screen.getByTestId('template-roles')).getByRole('combobox'));
    expect(await screen.findByTitle('Auditor')).toBeTruthy();
    await changeLocale('zh_TW');
    expect((await screen.findByTestId('template-name-7')).textContent).toBe('申报开始通知');
  });

  it('edits the zh_TW and en_GB names with the template', async () => {
    saveButtonAuth(['MSGTEM_VIEW', 'MSGTEM_EDIT']);
    renderRoute(<TemplateListPage />);
    await screen.findByTestId('template-name-7');
    fireEvent.click(within(row()).getByTestId('action-edit'));
    const form = await screen.findByTestId('template-form');
    const english = within(form).getByLabelText('模板名称（English）') as HTMLInputElement;
    expect(english.value).toBe('Declarations open');
    fireEvent.change(within(form).getByLabelText('模板名称（繁体中文）'), {
      target: { value: '申報開始通知' },
    });
    fireEvent.click(screen.getByTestId('template-save'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        TEMPLATE_PATHS.save,
        expect.objectContaining({
          templateId: 7,
          templateName: '申报开始通知',
          templateNameI18n: { zh_TW: '申報開始通知', en_GB: 'Declarations open' },
        }),
        { silent: true },
      ),
    );
  });
});
