import {
  MESSAGE_CENTRE_PATHS,
  type SentMessageDetail,
  type SentMessageView,
  USER_MESSAGE_MESSAGES,
} from '@awards/shared/user-messages';
import { ApiError } from '@awards/web-common/apiError';
import { failuresShownInPlace } from '@awards/web-common/failuresInPlace';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { MessageCenterPage } from './MessageCenterPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

/** The server's words for USER_MESSAGE_MESSAGES.noReceivers, in the language the test asks in. */
const NO_RECEIVERS = '所选组织或角色下没有可接收消息的用户';

const SENT: SentMessageView = {
  msgId: 5,
  msgTitle: '请尽快完成形式审查',
  msgContent: '<p>本周尚有 12 份材料待审查</p>',
  msgType: '2',
  msgType_dictText: '邮件',
  msgSenderType: 'USER',
  msgSender: '管理员',
  msgSendTime: '2026-02-01 09:00:00',
  msgFiles: [],
  openType: null,
  openPage: null,
  busType: null,
  busId: null,
  templateCode: null,
  receiverCount: 2,
  readCount: 1,
  sentCount: 1,
  failedCount: 1,
};
const DETAIL: SentMessageDetail = {
  ...SENT,
  receivers: [
    {
      userId: 3,
      realname: '张审核',
      readFlag: 1,
      readTime: '2026-02-01 10:00:00',
      sendStatus: 1,
      sendStatus_dictText: '',
      errorMsg: null,
    },
    {
      userId: 4,
      realname: '李专家',
      readFlag: 0,
      readTime: null,
      sendStatus: 2,
      sendStatus_dictText: '',
      errorMsg: '邮箱地址无效',
    },
  ],
};

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string) => {
    if (path === MESSAGE_CENTRE_PATHS.history || path === MESSAGE_CENTRE_PATHS.systemList)
      return { pageNum: 1, pageSize: 10, totalCount: 1, totalPage: 1, result: [SENT] };
    if (path === MESSAGE_CENTRE_PATHS.detail) return DETAIL;
    if (path === '/rest/dict/getDictItems')
      return {
        dictList: [
          { code: '4', value: '系统消息' },
          { code: '2', value: '邮件' },
        ],
      };
    if (path === '/rest/role/all') return [{ roleId: 3, roleName: '审核员' }];
    if (path === '/rest/organ/treeOptions') return [];
    return null;
  });
});

describe('MessageCenterPage', () => {
  it('without MSG_SEND or MSG_DEL shows the history only, and a detail with each receiver', async () => {
    saveButtonAuth(['MSG_VIEW']);
    renderRoute(<MessageCenterPage />);
    const title = await screen.findByTestId('message-title-5');
    expect(screen.queryByRole('tab', { name: '发送消息' })).toBeNull();
    const row = title.closest('tr') as HTMLElement;
    expect(within(row).queryByTestId('action-delete')).toBeNull();
    expect(screen.queryByTestId('message-history-batch-delete')).toBeNull();

    fireEvent.click(within(row).getByTestId('action-detail'));
    const detail = await screen.findByTestId('message-detail');
    expect(post).toHaveBeenCalledWith(MESSAGE_CENTRE_PATHS.detail, { msgId: 5 });
    expect(within(detail).getByText('李专家')).toBeTruthy();
    expect(within(detail).getByText('邮箱地址无效')).toBeTruthy();
  });

  it('sends to a role, and puts the server refusal about the receivers under them', async () => {
    saveButtonAuth(['MSG_VIEW', 'MSG_SEND']);
    renderRoute(<MessageCenterPage />);
    const form = await screen.findByTestId('message-send-form');
    fireEvent.change(within(form).getByLabelText('标题'), { target: { value: '评审安排' } });
    fireEvent.change(within(form).getByLabelText('内容'), { target: { value: '下周一开始会评' } });

    // No receiver: refused before any call.
    fireEvent.click(screen.getByTestId('message-send'));
    expect(await within(form).findByText('请选择接收人（用户、组织或角色）')).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith(MESSAGE_CENTRE_PATHS.send, expect.anything(), expect.anything());

    fireEvent.mouseDown(within(screen.getByTestId('message-roles')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('审核员'));
    post.mockImplementationOnce(async () => {
      throw new ApiError({
        status: 400,
        rtnCode: '400',
        message: NO_RECEIVERS,
        ref: USER_MESSAGE_MESSAGES.noReceivers,
        dataSet: {
          fieldErrors: { userIds: NO_RECEIVERS },
          fieldKeys: { userIds: { key: 'userMessages.noReceivers' } },
        },
      });
    });
    fireEvent.click(screen.getByTestId('message-send'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        MESSAGE_CENTRE_PATHS.send,
        expect.objectContaining({
          msgType: '4',
          msgTitle: '评审安排',
          roleIds: [3],
          userIds: [],
          organIds: [],
        }),
        { silent: true },
      ),
    );
    expect(await within(form).findByText(NO_RECEIVERS)).toBeTruthy();
  });

  it('shows a failed subject list as an error with a retry, not as "no data"', async () => {
    saveButtonAuth(['MSG_VIEW']);
    const answered = post.getMockImplementation();
    let failing = true;
    let shownInPlace = false;
    post.mockImplementation(async (path: string, body?: unknown) => {
      if (path !== MESSAGE_CENTRE_PATHS.subjectList) return answered?.(path, body);
      if (failing) {
        shownInPlace = failuresShownInPlace();
        throw new ApiError({ status: 400, rtnCode: '400', message: '查询条件有误' });
      }
      return [{ msgTitle: '评审通知', count: 3, lastSendTime: '2026-11-20T08:00:00.000Z' }];
    });
    renderRoute(<MessageCenterPage />, { url: '/?tab=subjects' });
    expect(await screen.findByTestId('load-error')).toBeTruthy();
    expect(screen.getByText('查询条件有误')).toBeTruthy();
    expect(screen.queryByText('暂无发送过的主题')).toBeNull();
    expect(shownInPlace).toBe(true);
    failing = false;
    fireEvent.click(screen.getByTestId('load-retry'));
    expect(await screen.findByText('评审通知')).toBeTruthy();
    expect(screen.queryByTestId('load-error')).toBeNull();
  });

  it('keeps the subject search in the address', async () => {
    saveButtonAuth(['MSG_VIEW']);
    const { router } = renderRoute(<MessageCenterPage />, { url: '/?tab=subjects&msgTitle=评审' });
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(MESSAGE_CENTRE_PATHS.subjectList, { msgTitle: '评审' }),
    );
    const box = screen.getByTestId('message-subject-search').querySelector('input') as HTMLInputElement;
    expect(box.value).toBe('评审');
    fireEvent.change(box, { target: { value: '通知' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('msgTitle')).toBe('通知'),
    );
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('subjects');
  });
});
