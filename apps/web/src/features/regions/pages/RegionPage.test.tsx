import type { RegionGroupView, RegionView } from '@awards/shared/regions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { saveButtonAuth } from '../../../lib/session';
import { getItem, type StorageKey, setItem } from '../../../lib/storage';
import { renderRoute } from '../../../test/renderWithProviders';
import { RegionPage } from './RegionPage';

// The boundary: every call of the page goes through http.post, answered here by path.
vi.mock('../../../lib/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const region = (code: string, name: string, level: number, parentCode: string): RegionView => ({
  code,
  name,
  value: name,
  level,
  parentCode,
  updateBy: null,
  updateTime: null,
});
const BEIJING = region('110000', '北京市', 1, '100000');
const CITY = region('110100', '市辖区', 2, '110000');
const NORTH: RegionGroupView = {
  groupId: 1,
  category: 'office',
  groupCode: 'north',
  groupName: '华北办事处',
  sortNumber: 1,
  regions: [{ code: '110000', name: '北京市' }],
};
const page = (result: RegionView[]) => ({
  pageNum: 1,
  pageSize: 10,
  totalCount: result.length,
  totalPage: 1,
  result,
});

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string, body?: unknown) => {
    if (path === '/rest/region/list')
      return (body as { parentCode?: string }).parentCode === '110000' ? page([CITY]) : page([BEIJING]);
    if (path === '/rest/region/groupList') return [NORTH];
    if (path === '/rest/region/getregions')
      return { regions: [{ code: '110000', value: '北京市', level: 1, leaf: false }] };
    return null;
  });
});

describe('RegionPage', () => {
  it('starts at the provinces and walks down and back up', async () => {
    saveButtonAuth(['REGION_VIEW']);
    renderRoute(<RegionPage />);
    expect(await screen.findByTestId('region-110000')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/rest/region/list', {
      parentCode: '100000',
      pageNum: 1,
      pageSize: 10,
    });
    // Without REGION_EDIT there is nothing to rename.
    expect(screen.queryByTestId('action-rename')).toBeNull();

    fireEvent.click(screen.getByTestId('action-children'));
    expect(await screen.findByTestId('region-110100')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('region-trail')).getByText('全国'));
    expect(await screen.findByTestId('region-110000')).toBeTruthy();
  });

  it('edits a group and drops the office picker’s local copy', async () => {
    saveButtonAuth(['REGION_VIEW', 'REGION_EDIT']);
    const cached = 'REGION_GROUP_office' as StorageKey;
    setItem(cached, [{ code: 'north', value: '华北办事处' }], 300_000);
    renderRoute(<RegionPage />, { url: '/?tab=groups' });
    fireEvent.click(await screen.findByTestId('action-edit'));
    const form = await screen.findByTestId('group-form');
    fireEvent.change(within(form).getByLabelText('分组名称'), { target: { value: '华北区' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('编辑成功!')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      '/rest/region/editGroup',
      {
        category: 'office',
        groupCode: 'north',
        groupName: '华北区',
        regions: ['110000'],
        sortNumber: 1,
        groupId: 1,
      },
      { silent: true },
    );
    await waitFor(() => expect(getItem(cached)).toBeNull());
  });
});
