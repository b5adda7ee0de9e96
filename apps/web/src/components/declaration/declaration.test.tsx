import type { AuditEntry, DeclarationDetail } from '@awards/shared/declarations';
import { http } from '@awards/web-common/http';
import { screen, within } from '@testing-library/react';
import { Descriptions } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/renderWithProviders';
import { AuditTrail } from './AuditTrail';
import { DeclarationInfo } from './DeclarationInfo';
import { DeclarationStatusTag } from './DeclarationStatusTag';
import { dotColour, STATUS_COLOUR } from './statusColours';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
beforeEach(() => {
  vi.mocked(http.post).mockReset();
  vi.mocked(http.post).mockResolvedValue({ dictList: [{ code: 'energy', value: '能源' }] });
});

const DECLARATION = {
  declarationId: 1,
  editionName: '2026 年度',
  awardName: '科技进步奖',
  gradeLevel: 2,
  gradeName: '二等奖',
  projectName: '光伏组件',
  unitName: '浙江大学',
  recommendUnit: null,
  discipline: 'energy',
  disciplineName: '能源与动力工程',
  regionCode: '330100',
  regionName: '浙江省 / 杭州市',
  status: 'returned',
  submittedAt: null,
  createBy: 'admin',
  createTime: '2026-09-30T02:00:00.000Z',
  summary: '组件效率提升',
  keyData: { 专利数: 12 },
  completers: [],
  attachments: [],
  audits: [],
  carriedFrom: null,
  carriedTo: null,
} as unknown as DeclarationDetail;

const entry = (
  auditId: number,
  action: string,
  fromStatus: string | null,
  toStatus: string,
  opinion: string | null,
) =>
  ({
    auditId,
    action,
    fromStatus,
    toStatus,
    opinion,
    actor: 'admin',
    actorName: '管理员',
    createTime: '2026-09-30T02:00:00.000Z',
  }) as AuditEntry;

describe('statusColours', () => {
  it('gives the timeline a plain colour name for the tag presets', () => {
    expect(dotColour('submitted')).toBe('blue');
    expect(dotColour('returned')).toBe('orange');
    expect(dotColour('recommended')).toBe(STATUS_COLOUR.recommended);
  });
});

describe('DeclarationStatusTag', () => {
  it('shows the status label under the given test id', () => {
    renderRoute(<DeclarationStatusTag status="not_accepted" testId="s" />);
    expect(screen.getByTestId('s').textContent).toBe('不予受理');
  });
});

describe('AuditTrail', () => {
  it('shows each action, from → to, who and the opinion, and an empty state', () => {
    const { unmount } = renderRoute(
      <AuditTrail
        audits={[
          entry(1, 'create', null, 'draft', null),
          entry(2, 'return', 'submitted', 'returned', '补充材料'),
        ]}
        testId="trail"
        entryTestIdPrefix="t-"
      />,
    );
    expect(screen.getByTestId('t-create').textContent).toContain('创建');
    const returned = screen.getByTestId('t-return');
    expect(returned.textContent).toContain('已提交 → 退回修改');
    expect(returned.textContent).toContain('管理员 (admin)');
    expect(returned.textContent).toContain('补充材料');
    unmount();
    renderRoute(<AuditTrail audits={[]} testId="trail" entryTestIdPrefix="t-" />);
    expect(screen.getByText('尚无记录')).toBeTruthy();
  });
});

describe('DeclarationInfo', () => {
  it('shows the fields, the optional creator and key-data prefix, and a last row', async () => {
    renderRoute(
      <DeclarationInfo
        declaration={DECLARATION}
        testIds={{ root: 'info', status: 'status' }}
        showCreatedBy
        prefixKeyData
        last={<Descriptions.Item label="完成人">张三</Descriptions.Item>}
      />,
    );
    const info = screen.getByTestId('info');
    expect(within(info).getByTestId('status').textContent).toBe('退回修改');
    // Names, not codes: the grade's name, the discipline's label, the region's full name.
    expect(within(info).getByText('二等奖')).toBeTruthy();
    expect(within(info).getByText('浙江省 / 杭州市')).toBeTruthy();
    expect(within(info).getByText('所在地区')).toBeTruthy();
    expect(within(info).queryByText('330100')).toBeNull();
    expect(within(info).getByText('关键数据: 专利数')).toBeTruthy();
    expect(within(info).getByText('创建')).toBeTruthy();
    expect(within(info).getByText('张三')).toBeTruthy();
    expect(within(info).getByText('能源与动力工程')).toBeTruthy();
  });

  it('names both ends of a carry-over with their editions, as links where the page gives one', () => {
    const carried = {
      ...DECLARATION,
      carriedFrom: { declarationId: 7, editionName: '2025 年度' },
      carriedTo: { declarationId: 31, editionName: '2027 年度' },
    };
    const { unmount } = renderRoute(
      <DeclarationInfo
        declaration={carried}
        testIds={{ root: 'info', status: 'status' }}
        linkTo={(id) => `?detail=${id}`}
      />,
    );
    expect(screen.getByText('结转自')).toBeTruthy();
    expect(screen.getByTestId('declaration-carriedFrom').textContent).toBe('2025 年度 · #7');
    expect(screen.getByTestId('declaration-carriedFrom').getAttribute('href')).toContain('?detail=7');
    expect(screen.getByTestId('declaration-carriedTo').getAttribute('href')).toContain('?detail=31');
    unmount();
    // Without a link target, text; without a carry-over, no row at all.
    renderRoute(<DeclarationInfo declaration={carried} testIds={{ root: 'info', status: 'status' }} />);
    expect(screen.getByTestId('declaration-carriedTo').tagName).toBe('SPAN');
    expect(screen.getByText('已结转至')).toBeTruthy();
  });

  it('shows no carry-over row for a declaration never carried', () => {
    renderRoute(<DeclarationInfo declaration={DECLARATION} testIds={{ root: 'info', status: 'status' }} />);
    expect(screen.queryByText('结转自')).toBeNull();
    expect(screen.queryByText('已结转至')).toBeNull();
  });

  it('falls back to the level and the codes when the server names none', () => {
    renderRoute(
      <DeclarationInfo
        declaration={{ ...DECLARATION, gradeName: null, disciplineName: null, regionName: null }}
        testIds={{ root: 'info', status: 'status' }}
      />,
    );
    const info = screen.getByTestId('info');
    expect(within(info).getByText('第2级')).toBeTruthy();
    expect(within(info).getByText('energy')).toBeTruthy();
    expect(within(info).getByText('330100')).toBeTruthy();
  });

  it('without the options leaves out the creator and labels key data by name', () => {
    renderRoute(<DeclarationInfo declaration={DECLARATION} testIds={{ root: 'info', status: 'status' }} />);
    const info = screen.getByTestId('info');
    expect(within(info).queryByText('创建')).toBeNull();
    expect(within(info).getByText('专利数')).toBeTruthy();
  });
});
