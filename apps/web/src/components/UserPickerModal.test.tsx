import type { UserView } from '@awards/shared/users';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/renderWithProviders';
import { stubResizeObserver } from './DataTable/testTable';
import { searchFilter, type UserCandidateFetcher, UserPickerModal } from './UserPickerModal';

const LABELS = {
  loginName: '登录名',
  realname: '姓名',
  orgName: '机构',
  search: '搜索用户',
  ok: '确定',
  cancel: '取消',
};
const user = (userId: number, loginName: string, realname: string) =>
  ({ userId, loginName, realname, orgName: '信息中心' }) as UserView;

beforeEach(stubResizeObserver);
afterEach(() => vi.unstubAllGlobals());

describe('searchFilter', () => {
  it('reads Chinese text as a real name and anything else as a login name', () => {
    expect(searchFilter(' 张三 ')).toEqual({ realname: '张三' });
    expect(searchFilter('zhang')).toEqual({ loginName: 'zhang' });
    expect(searchFilter('  ')).toEqual({});
  });
});

describe('UserPickerModal', () => {
  it('lists the given fetcher’s candidates under the given labels and hands back the ticked ids', async () => {
    const fetch = vi.fn<UserCandidateFetcher>(async (query) => ({
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      totalCount: 2,
      totalPage: 1,
      result: query.realname
        ? [user(8, 'wangwu', '王五')]
        : [user(7, 'lisi', '李四'), user(8, 'wangwu', '王五')],
    }));
    const onPick = vi.fn();
    renderRoute(
      <UserPickerModal
        title="选择用户"
        busy={false}
        fetch={fetch}
        queryKey={['test', 'candidates']}
        tableId="test.userPicker"
        labels={LABELS}
        onPick={onPick}
        onClose={() => {}}
      />,
    );
    expect(await screen.findByText('李四')).toBeTruthy();
    expect(screen.getAllByText('登录名').length).toBeGreaterThan(0);
    expect(screen.getByPlaceholderText('搜索用户')).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('搜索用户'), { target: { value: '王' } });
    fireEvent.keyDown(screen.getByPlaceholderText('搜索用户'), { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ realname: '王' })));
    await waitFor(() => expect(screen.queryByText('李四')).toBeNull());

    const row = screen.getByText('王五').closest('tr') as HTMLElement;
    fireEvent.click(row.querySelector('input[type="checkbox"]') as HTMLElement);
    fireEvent.click(screen.getByText('确定').closest('button') as HTMLElement);
    expect(onPick).toHaveBeenCalledWith([8]);
  });
});
