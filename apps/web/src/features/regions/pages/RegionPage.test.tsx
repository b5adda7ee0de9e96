import type { RegionGroupView, RegionView } from '@awards/shared/regions';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { getItem, type StorageKey, setItem } from '@awards/web-common/storage';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { renderRoute } from '../../../test/renderWithProviders';
import { RegionPage } from './RegionPage';

// The boundary: every call of the page goes through http.post, answered here by path.
vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const region = (
  code: string,
  name: string,
  level: number,
  parentCode: string,
  nameI18n: RegionView['nameI18n'] = {},
): RegionView => ({
  code,
  name,
  value: name,
  nameI18n,
  level,
  parentCode,
  updateBy: null,
  updateTime: null,
});
const BEIJING = region('110000', '北京市', 1, '100000', { zh_TW: '北京市', en_GB: 'Beijing' });
const CITY = region('110100', '市辖区', 2, '110000');
const NORTH: RegionGroupView = {
  groupId: 1,
  category: 'office',
  groupCode: 'north',
  groupName: '华北办事处',
  sortNumber: 1,
  regions: [{ code: '110000', name: '北京市', nameI18n: { en_GB: 'Beijing' } }],
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

  it('keeps the regions walked through in the address, and back up', async () => {
    saveButtonAuth(['REGION_VIEW']);
    const { router } = renderRoute(<RegionPage />);
    fireEvent.click(await screen.findByTestId('action-children'));
    expect(await screen.findByTestId('region-110100')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?within=110000'));
    // Walked into, the region is named without another call.
    expect(within(screen.getByTestId('region-trail')).getByText('北京市')).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith(
      '/rest/region/list',
      expect.objectContaining({ keyword: '110000' }),
    );
    fireEvent.click(within(screen.getByTestId('region-trail')).getByText('全国'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens a link with the same rows: the region walked into, named, the level and the page', async () => {
    saveButtonAuth(['REGION_VIEW']);
    renderRoute(<RegionPage />, { url: '/?within=110000&level=2&page=2&size=20' });
    expect(await screen.findByTestId('region-110100')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/rest/region/list', {
      level: 2,
      parentCode: '110000',
      pageNum: 2,
      pageSize: 20,
    });
    // The breadcrumb names the region the link gives by its code.
    expect(await within(screen.getByTestId('region-trail')).findByText('北京市')).toBeTruthy();
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

  it('shows names in the interface language and renames a region in all three', async () => {
    await changeLocale('en_GB');
    try {
      saveButtonAuth(['REGION_VIEW', 'REGION_EDIT']);
      post.mockImplementation(async (path: string, body?: unknown) => {
        if (path === '/rest/region/list')
          return (body as { parentCode?: string }).parentCode === '110000' ? page([CITY]) : page([BEIJING]);
        if (path === '/rest/region/update') return BEIJING;
        return null;
      });
      renderRoute(<RegionPage />);
      expect((await screen.findByTestId('region-110000')).textContent).toBe('Beijing');
      fireEvent.click(screen.getByTestId('action-children'));
      // No English name below the provinces: the zh_CN one.
      expect((await screen.findByTestId('region-110100')).textContent).toBe('市辖区');
      expect(within(screen.getByTestId('region-trail')).getByText('Beijing')).toBeTruthy();
      fireEvent.click(within(screen.getByTestId('region-trail')).getByText('Whole country'));
      expect(await screen.findByTestId('region-110000')).toBeTruthy();

      fireEvent.click(await screen.findByTestId('action-rename'));
      const dialog = await screen.findByRole('dialog');
      // Titled with the region's name, not its code (issue 14 item 9).
      expect(within(dialog).getByText('Rename Beijing')).toBeTruthy();
      const english = within(dialog).getByLabelText('Name (English)') as HTMLInputElement;
      expect(english.value).toBe('Beijing');
      fireEvent.change(english, { target: { value: 'Peking' } });
      // Enter in a field submits the dialog (issue 14 item 7).
      fireEvent.keyDown(english, { key: 'Enter' });
      await waitFor(() =>
        expect(post).toHaveBeenCalledWith(
          '/rest/region/update',
          { code: '110000', name: '北京市', nameI18n: { zh_TW: '北京市', en_GB: 'Peking' } },
          { silent: true },
        ),
      );
    } finally {
      await changeLocale('zh_CN');
    }
  });
});
