import type { DictView } from '@awards/shared/dictionaries';
import { ApiError } from '@awards/web-common/apiError';
import { failuresShownInPlace } from '@awards/web-common/failuresInPlace';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { getItem, SESSION_TTL_MS, STORAGE_KEYS, setItem } from '@awards/web-common/storage';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { renderRoute } from '../../../test/renderWithProviders';
import { DictionaryPage } from './DictionaryPage';

// The boundary: every call of the page goes through http.post, answered here by path.
vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const entry = (dictId: number, code: string, value: string, extra: Partial<DictView> = {}): DictView => ({
  dictId,
  dictType: 1,
  parentDictId: null,
  code,
  value,
  valueI18n: {},
  appId: null,
  remarks: null,
  sortNumber: dictId,
  delFlag: 0,
  builtIn: false,
  createBy: null,
  createTime: '2026-01-01T00:00:00Z',
  updateBy: null,
  updateTime: null,
  ...extra,
});
const FIRST = entry(10, 'first', '一等奖', {
  dictType: 2,
  parentDictId: 1,
  valueI18n: { zh_TW: '一等獎', en_GB: 'First prize' },
});
const GRADE = {
  ...entry(1, 'grade', '奖励等级', { builtIn: true, valueI18n: { en_GB: 'Award grade' } }),
  children: [FIRST],
};
const SEX = { ...entry(2, 'sex', '性别'), children: [] };

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string, body?: unknown) => {
    if (path === '/rest/dict/tree') return [GRADE, SEX];
    if (path === '/rest/dict/itemListByPage')
      return { pageNum: 1, pageSize: 10, totalCount: 1, totalPage: 1, result: [FIRST] };
    if (path === '/rest/dict/getDictItems') return { dictList: [] };
    if (path === '/rest/app/selectList') return [];
    if (path === '/rest/dict/itemAdd') return entry(11, (body as DictView).code, (body as DictView).value);
    return null;
  });
});

describe('DictionaryPage', () => {
  it('shows the first dictionary’s items without being asked', async () => {
    saveButtonAuth(['DICT_VIEW', 'DICTITEM_VIEW']);
    renderRoute(<DictionaryPage />);
    expect(await screen.findByTestId('item-first')).toBeTruthy();
    expect(within(screen.getByTestId('item-panel')).getByText('字典项：奖励等级（grade）')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/rest/dict/itemListByPage', {
      parentDictId: 1,
      pageNum: 1,
      pageSize: 10,
    });
    // Without the codes: no add buttons; built-in entries never offer delete.
    expect(screen.queryByTestId('item-add')).toBeNull();
    expect(screen.queryByTestId('dict-add')).toBeNull();
  });

  it('adds an item, then forgets the stored items of that dictionary only', async () => {
    saveButtonAuth(['DICT_VIEW', 'DICTITEM_VIEW', 'DICTITEM_ADD']);
    const option = { code: 'special', value: '特等奖', text: '特等奖', title: '特等奖' };
    setItem(STORAGE_KEYS.dictItems, { grade: [option], sex: [option] }, SESSION_TTL_MS);
    renderRoute(<DictionaryPage />);
    fireEvent.click(await screen.findByTestId('item-add'));
    const form = await screen.findByTestId('entry-form');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入字典项编码')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('字典项编码'), { target: { value: 'fourth' } });
    fireEvent.change(within(form).getByLabelText('字典项名称'), { target: { value: '四等奖' } });
    fireEvent.change(within(form).getByLabelText('字典项名称（English）'), {
      target: { value: 'Fourth prize' },
    });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('添加成功!')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      '/rest/dict/itemAdd',
      {
        code: 'fourth',
        value: '四等奖',
        valueI18n: { zh_TW: '', en_GB: 'Fourth prize' },
        appId: null,
        parentDictId: 1,
      },
      { silent: true },
    );
    await waitFor(() =>
      expect(Object.keys(getItem<Record<string, unknown>>(STORAGE_KEYS.dictItems) ?? {})).toEqual(['sex']),
    );
  });

  it('shows the names in the interface language, the zh_CN name where none is entered', async () => {
    await changeLocale('en_GB');
    try {
      saveButtonAuth(['DICT_VIEW', 'DICTITEM_VIEW', 'DICTITEM_EDIT']);
      renderRoute(<DictionaryPage />);
      expect((await screen.findByTestId('item-first')).textContent).toContain('First prize');
      expect(screen.getByTestId('dict-grade').textContent).toBe('Award grade');
      // No English name entered: the zh_CN one.
      expect(screen.getByTestId('dict-sex').textContent).toBe('性别');
      expect(within(screen.getByTestId('item-panel')).getByText('Items: Award grade (grade)')).toBeTruthy();

      // The edit form holds every version.
      fireEvent.click(await screen.findByTestId('action-edit'));
      const form = await screen.findByTestId('entry-form');
      expect((within(form).getByLabelText('Item name') as HTMLInputElement).value).toBe('一等奖');
      expect((within(form).getByLabelText('Item name (Traditional Chinese)') as HTMLInputElement).value).toBe(
        '一等獎',
      );
      expect((within(form).getByLabelText('Item name (English)') as HTMLInputElement).value).toBe(
        'First prize',
      );
    } finally {
      await changeLocale('zh_CN');
    }
  });

  it('shows a failed list of dictionaries as an error with a retry, not as "no data"', async () => {
    saveButtonAuth(['DICT_VIEW', 'DICTITEM_VIEW']);
    const answered = post.getMockImplementation();
    let failing = true;
    let shownInPlace = false;
    post.mockImplementation(async (path: string, body?: unknown) => {
      if (failing && path === '/rest/dict/tree' && !(body as { withItems: boolean }).withItems) {
        shownInPlace = failuresShownInPlace();
        throw new ApiError({ status: 400, rtnCode: '400', message: '查询条件有误' });
      }
      return answered?.(path, body);
    });
    renderRoute(<DictionaryPage />);
    const list = await screen.findByTestId('dict-list');
    expect(await within(list).findByTestId('load-error')).toBeTruthy();
    expect(within(list).getByText('查询条件有误')).toBeTruthy();
    expect(within(list).queryByText('暂无数据')).toBeNull();
    expect(shownInPlace).toBe(true);
    failing = false;
    fireEvent.click(within(list).getByTestId('load-retry'));
    expect(await within(list).findByTestId('dict-grade')).toBeTruthy();
    expect(within(list).queryByTestId('load-error')).toBeNull();
  });
});
