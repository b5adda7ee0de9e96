import { DATA_GROUP_MESSAGES, type DataGroupView } from '@awards/shared/data-groups';
import { type MessageRef, renderMessage } from '@awards/shared/i18n';
import { ApiError } from '@awards/web-common/apiError';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { DataGroupPage } from './DataGroupPage';

// The boundary: every call of the page goes through http.post, answered here by path.
vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const base = {
  groupNameI18n: {},
  remark: null,
  createBy: 'admin',
  createTime: '2026-01-01T00:00:00Z',
  updateBy: null,
  updateTime: null,
};
const NORTH: DataGroupView = {
  ...base,
  groupId: 1,
  groupCode: 'north',
  groupName: '华北',
  kind: 'region',
  members: [
    { key: '110000', name: '北京市', nameI18n: { en_GB: 'Beijing' } },
    { key: '120000', name: '天津市', nameI18n: {} },
  ],
  variable: '#{group:north}',
};
const UNITS: DataGroupView = {
  ...base,
  groupId: 2,
  groupCode: 'units',
  groupName: '直属单位',
  kind: 'organisation',
  members: [{ key: '7', name: '第一研究所', nameI18n: {} }],
  variable: '#{group:units}',
};
const page = { pageNum: 1, pageSize: 10, totalCount: 2, totalPage: 1, result: [NORTH, UNITS] };

function answer(overrides: Record<string, (body: unknown) => unknown> = {}) {
  post.mockImplementation(async (path: string, body?: unknown) => {
    if (overrides[path]) return overrides[path](body);
    if (path === '/rest/dataGroup/page') return page;
    if (path === '/rest/organ/treeOptions') return [{ organId: 7, organName: '第一研究所', children: [] }];
    return null;
  });
}
const rejectWith = (status: number, ref: MessageRef) => () => {
  throw new ApiError({
    status,
    rtnCode: status === 422 ? '505' : String(status),
    message: renderMessage(ref),
    ref,
  });
};

beforeEach(() => {
  post.mockReset();
  answer();
});

describe('DataGroupPage', () => {
  it('lists the groups with their kind, members and how a rule names them; hides what the user may not do', async () => {
    saveButtonAuth(['DATAGROUP_VIEW', 'DATAGROUP_EDIT']);
    renderRoute(<DataGroupPage />);
    const row = (await screen.findByTestId('data-group-north')).closest('tr')!;
    expect(within(row).getByText('行政区划')).toBeTruthy();
    expect(within(row).getByText('北京市')).toBeTruthy();
    expect(within(row).getByText('#{group:north}')).toBeTruthy();
    expect(screen.queryByTestId('data-group-add')).toBeNull();
    expect(screen.getAllByTestId('action-edit')).toHaveLength(2);
    expect(screen.queryByTestId('action-delete')).toBeNull();
    expect(post).toHaveBeenCalledWith('/rest/dataGroup/page', { pageNum: 1, pageSize: 10 });
  });

  it('refuses a group without members before sending anything', async () => {
    saveButtonAuth(['DATAGROUP_VIEW', 'DATAGROUP_ADD']);
    renderRoute(<DataGroupPage />);
    fireEvent.click(await screen.findByTestId('data-group-add'));
    const form = await screen.findByTestId('dataGroup-form');
    fireEvent.change(within(form).getByTestId('data-group-name'), { target: { value: '华东' } });
    fireEvent.change(within(form).getByTestId('data-group-code'), { target: { value: 'east' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText(renderMessage(DATA_GROUP_MESSAGES.membersRequired))).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith('/rest/dataGroup/add', expect.anything(), expect.anything());
  });

  it('edits a group: its members go back as they were, a taken code lands on its field', async () => {
    saveButtonAuth(['DATAGROUP_VIEW', 'DATAGROUP_EDIT']);
    answer({ '/rest/dataGroup/edit': rejectWith(409, DATA_GROUP_MESSAGES.codeTaken) });
    renderRoute(<DataGroupPage />);
    await screen.findByTestId('data-group-units');
    fireEvent.click(screen.getAllByTestId('action-edit')[1]!);
    const form = await screen.findByTestId('dataGroup-form');
    fireEvent.change(within(form).getByTestId('data-group-name'), { target: { value: '直属单位及下级' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/rest/dataGroup/edit',
        expect.objectContaining({
          groupId: 2,
          groupCode: 'units',
          groupName: '直属单位及下级',
          kind: 'organisation',
          organIds: [7],
          regionCodes: [],
        }),
        { silent: true },
      ),
    );
    expect(await within(form).findByText(renderMessage(DATA_GROUP_MESSAGES.codeTaken))).toBeTruthy();
  });

  it('keeps a region group’s regions as tags, and sends their codes', async () => {
    saveButtonAuth(['DATAGROUP_VIEW', 'DATAGROUP_EDIT']);
    renderRoute(<DataGroupPage />);
    await screen.findByTestId('data-group-north');
    fireEvent.click(screen.getAllByTestId('action-edit')[0]!);
    const form = await screen.findByTestId('dataGroup-form');
    const tags = within(form).getByTestId('data-group-regions');
    expect(within(tags).getByText('天津市')).toBeTruthy();
    // Closing a tag takes the region out.
    fireEvent.click(tags.querySelectorAll('.ant-tag-close-icon')[1]!);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/rest/dataGroup/edit',
        expect.objectContaining({ groupId: 1, kind: 'region', regionCodes: ['110000'], organIds: [] }),
        { silent: true },
      ),
    );
  });

  it('asks before deleting, and shows the server’s refusal naming the rules', async () => {
    saveButtonAuth(['DATAGROUP_VIEW', 'DATAGROUP_DEL']);
    const refusal = DATA_GROUP_MESSAGES.usedByRules({ rules: '华北的日志', variable: '#{group:north}' });
    answer({ '/rest/dataGroup/delete': rejectWith(422, refusal) });
    renderRoute(<DataGroupPage />);
    await screen.findByTestId('data-group-north');
    fireEvent.click(screen.getAllByTestId('action-delete')[0]!);
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/rest/dataGroup/delete', { groupId: 1 }, { silent: true }),
    );
    expect(await screen.findByText(renderMessage(refusal))).toBeTruthy();
  });
});
