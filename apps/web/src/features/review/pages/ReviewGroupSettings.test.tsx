import { DEFAULT_REVIEW_SETTINGS, REVIEW_MESSAGES, type ReviewSettingsView } from '@awards/shared/review';
import { ApiError } from '@awards/web-common/apiError';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { GROUP_PATHS, SETTINGS_PATHS } from '../api/groups';
import { REVIEW_PATHS } from '../api/review';
import { ReviewGroupListPage } from './ReviewGroupListPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const SETTINGS: ReviewSettingsView = {
  ...DEFAULT_REVIEW_SETTINGS,
  editionId: 2,
  awardOverrides: { '7': 3 },
  reviewStart: '2026-12-01T00:00:00.000Z',
  reviewEnd: '2026-12-20T00:00:00.000Z',
  normalisationLocked: false,
};
let settings: ReviewSettingsView = SETTINGS;

beforeEach(() => {
  settings = SETTINGS;
  post.mockReset();
  post.mockImplementation(async (path: string, body?: unknown) => {
    if (path === REVIEW_PATHS.editions)
      return {
        pageNum: 1,
        pageSize: 100,
        totalCount: 1,
        totalPage: 1,
        result: [{ editionId: 2, editionName: '2026年度' }],
      };
    if (path === GROUP_PATHS.list) return [];
    if (path === SETTINGS_PATHS.get) return settings;
    if (path === SETTINGS_PATHS.edition)
      return {
        editionId: 2,
        awards: [
          { awardId: 7, awardName: '科技进步奖' },
          { awardId: 8, awardName: '技术发明奖' },
        ],
      };
    if (path === SETTINGS_PATHS.save) return { ...settings, ...(body as object) };
    return [];
  });
  saveButtonAuth(['GROUP_VIEW', 'REVIEW_ASSIGN', 'REVIEW_VIEW']);
});

const calls = (path: string) => post.mock.calls.filter(([p]) => p === path);
const open = async () => {
  renderRoute(<ReviewGroupListPage />, { url: '/?editionId=2' });
  fireEvent.click(await screen.findByTestId('group-settings'));
  const form = await screen.findByTestId('reviewSettings-form');
  await waitFor(() =>
    expect((screen.getByTestId('settings-override-7') as HTMLInputElement).value).toBe('3'),
  );
  return form;
};
const ok = () => fireEvent.click(screen.getByRole('button', { name: /^确\s*定$/ }));

describe('评审设置 on the review groups page', () => {
  it("reads the edition's settings with its awards' overrides and saves what was changed", async () => {
    await open();
    expect(calls(SETTINGS_PATHS.get)[0]?.[1]).toEqual({ editionId: 2 });
    expect((screen.getByTestId('settings-expertsPerDeclaration') as HTMLInputElement).value).toBe('5');
    expect((screen.getByTestId('settings-override-8') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByTestId('settings-override-8'), { target: { value: '4' } });
    fireEvent.change(screen.getByTestId('settings-maxLoad'), { target: { value: '12' } });
    ok();
    await waitFor(() => expect(calls(SETTINGS_PATHS.save)).toHaveLength(1));
    expect(calls(SETTINGS_PATHS.save)[0]?.[1]).toEqual({
      editionId: 2,
      expertsPerDeclaration: 5,
      awardOverrides: { '7': 3, '8': 4 },
      minLoad: 0,
      maxLoad: 12,
      scoreScale: 100,
      normalisation: 'weighted_mean',
      rangeThreshold: 30,
      sdThreshold: 12,
      reviewStart: '2026-12-01T00:00:00.000Z',
      reviewEnd: '2026-12-20T00:00:00.000Z',
      blind: true,
      alternatesPerDeclaration: 2,
      reminderDaysBefore: 3,
    });
  });

  it('disables the normalisation with the reason once locked, and does not send it', async () => {
    settings = { ...SETTINGS, normalisationLocked: true };
    await open();
    expect(screen.getByTestId('settings-locked').textContent).toBe('评分开始后不能再更改标准化方法');
    expect(screen.getByTestId('settings-normalisation').closest('.ant-select')?.className).toContain(
      'ant-select-disabled',
    );
    ok();
    await waitFor(() => expect(calls(SETTINGS_PATHS.save)).toHaveLength(1));
    expect(calls(SETTINGS_PATHS.save)[0]?.[1]).not.toHaveProperty('normalisation');
  });

  it("shows the shared schema's errors under their fields and saves nothing", async () => {
    const form = await open();
    fireEvent.change(screen.getByTestId('settings-expertsPerDeclaration'), { target: { value: '31' } });
    fireEvent.change(screen.getByTestId('settings-minLoad'), { target: { value: '20' } });
    fireEvent.change(screen.getByTestId('settings-maxLoad'), { target: { value: '10' } });
    ok();
    expect(await within(form).findByText('每份申报的专家数应为1至30')).toBeTruthy();
    fireEvent.change(screen.getByTestId('settings-expertsPerDeclaration'), { target: { value: '5' } });
    ok();
    expect(await within(form).findByText('最低评审量不能大于最高评审量')).toBeTruthy();
    expect(calls(SETTINGS_PATHS.save)).toHaveLength(0);
  });

  it("puts the server's field errors under their fields, the window's end under the window", async () => {
    const base = post.getMockImplementation()!;
    post.mockImplementation(async (path: string, body?: unknown) => {
      if (path === SETTINGS_PATHS.save)
        throw new ApiError({
          status: 400,
          rtnCode: '400',
          message: 'bad',
          dataSet: {
            fieldErrors: { reviewEnd: REVIEW_MESSAGES.windowOrder, maxLoad: REVIEW_MESSAGES.loadRange },
          },
        });
      return base(path, body as never);
    });
    const form = await open();
    ok();
    expect(await within(form).findByText('评审结束时间须晚于开始时间')).toBeTruthy();
    expect(within(form).getByText('专家评审量应为0至500')).toBeTruthy();
  });

  it("keeps the stored overrides when the edition's awards cannot be read (no EDITION_VIEW)", async () => {
    const base = post.getMockImplementation()!;
    post.mockImplementation(async (path: string, body?: unknown) => {
      if (path === SETTINGS_PATHS.edition)
        throw new ApiError({ status: 403, rtnCode: '403', message: 'forbidden' });
      return base(path, body as never);
    });
    renderRoute(<ReviewGroupListPage />, { url: '/?editionId=2' });
    fireEvent.click(await screen.findByTestId('group-settings'));
    await waitFor(() =>
      expect((screen.getByTestId('settings-expertsPerDeclaration') as HTMLInputElement).value).toBe('5'),
    );
    expect(screen.queryByTestId('settings-overrides')).toBeNull();
    ok();
    await waitFor(() => expect(calls(SETTINGS_PATHS.save)).toHaveLength(1));
    expect(calls(SETTINGS_PATHS.save)[0]?.[1]).toMatchObject({ awardOverrides: { '7': 3 } });
  });

  it('drops an emptied override: the edition k applies to that award again', async () => {
    await open();
    fireEvent.change(screen.getByTestId('settings-override-7'), { target: { value: '' } });
    ok();
    await waitFor(() => expect(calls(SETTINGS_PATHS.save)).toHaveLength(1));
    expect(calls(SETTINGS_PATHS.save)[0]?.[1]).toMatchObject({ awardOverrides: {} });
  });

  it('is not offered without REVIEW_ASSIGN', async () => {
    saveButtonAuth(['GROUP_VIEW', 'REVIEW_VIEW']);
    renderRoute(<ReviewGroupListPage />, { url: '/?editionId=2' });
    expect(await screen.findByTestId('group-requests')).toBeTruthy();
    expect(screen.queryByTestId('group-settings')).toBeNull();
  });
});

describe('随机抽取 with a chosen cap', () => {
  const GROUP = {
    groupId: 5,
    editionId: 2,
    groupName: '能源组',
    awardId: null,
    discipline: null,
    sortNumber: 0,
    declarationCount: 3,
    members: [],
  };
  const RUN = {
    runId: 9,
    groupId: 5,
    kind: 'assignment',
    mode: 'drawn',
    topUp: false,
    status: 'proposed',
    seed: 7,
    pairCap: 0.35,
    inputHash: 'abc',
    solver: 'highs 1.15.3',
    message: null,
    added: [],
    removed: [],
    unfilled: [],
    alternates: [],
    basis: null,
    declarationNames: {},
    expertNames: {},
    quality: {
      declarations: 3,
      experts: 2,
      meanMatch: 50,
      minMatch: 40,
      minLoad: 1,
      maxLoad: 2,
      meanLoad: 1.5,
    },
    createBy: 'admin',
    createTime: '2026-11-29T00:00:00.000Z',
    appliedBy: null,
    appliedTime: null,
  };
  beforeEach(() => {
    const base = post.getMockImplementation()!;
    post.mockImplementation(async (path: string, body?: unknown) => {
      if (path === GROUP_PATHS.list) return [GROUP];
      if (path === GROUP_PATHS.preview) return RUN;
      return base(path, body as never);
    });
  });
  const openDraw = async () => {
    renderRoute(<ReviewGroupListPage />, { url: '/?editionId=2' });
    expect(await screen.findByText('能源组')).toBeTruthy();
    fireEvent.click(screen.getByTestId('action-more'));
    fireEvent.click(await screen.findByTestId('action-drawn'));
    const form = await screen.findByTestId('draw-form');
    expect((screen.getByTestId('draw-pairCap') as HTMLInputElement).value).toBe('0.50');
    return form;
  };
  const draw = () => fireEvent.click(screen.getByRole('button', { name: /^抽\s*取$/ }));

  it('asks for q (0.5 by default) and an optional seed, and sends them with the drawn preview', async () => {
    await openDraw();
    fireEvent.change(screen.getByTestId('draw-pairCap'), { target: { value: '0.35' } });
    fireEvent.change(screen.getByTestId('draw-seed'), { target: { value: '7' } });
    draw();
    await waitFor(() => expect(calls(GROUP_PATHS.preview)).toHaveLength(1));
    expect(calls(GROUP_PATHS.preview)[0]?.[1]).toEqual({
      groupId: 5,
      mode: 'drawn',
      topUp: false,
      pairCap: 0.35,
      seed: 7,
    });
    expect(await screen.findByTestId('run-figures')).toBeTruthy();
  });

  it('sends the default cap without a seed when none is given', async () => {
    await openDraw();
    draw();
    await waitFor(() => expect(calls(GROUP_PATHS.preview)).toHaveLength(1));
    expect(calls(GROUP_PATHS.preview)[0]?.[1]).toEqual({
      groupId: 5,
      mode: 'drawn',
      topUp: false,
      pairCap: 0.5,
    });
  });

  it('refuses a cap outside 0.01..1 or with three decimals, with the schema message', async () => {
    const form = await openDraw();
    fireEvent.change(screen.getByTestId('draw-pairCap'), { target: { value: '0.125' } });
    draw();
    expect(await within(form).findByText('抽中概率上限应为0.01至1，至多两位小数')).toBeTruthy();
    fireEvent.change(screen.getByTestId('draw-pairCap'), { target: { value: '1.5' } });
    draw();
    await waitFor(() => expect(within(form).getByText('抽中概率上限应为0.01至1，至多两位小数')).toBeTruthy());
    expect(calls(GROUP_PATHS.preview)).toHaveLength(0);
  });
});
