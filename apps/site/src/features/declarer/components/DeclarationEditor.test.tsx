import { DECLARATION_MESSAGES } from '@awards/shared/declarations';
import { translateShared } from '@awards/web-common/i18n';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeclarationRestProps } from './DeclarationRest';

const api = vi.hoisted(() => ({
  openEditions: vi.fn(async () => [
    {
      editionId: 7,
      editionName: '2026年度评选',
      awards: [
        {
          awardId: 3,
          awardName: '科技进步奖',
          needsRecommendation: true,
          grades: [{ gradeLevel: 1, gradeName: '一等奖' }],
        },
      ],
    },
    { editionId: 8, editionName: '2026年度专项', awards: [] },
  ]),
  disciplines: vi.fn(async () => [{ code: 'materials', value: '材料科学' }]),
  regions: vi.fn(async () => [{ code: '330000', name: '浙江省' }]),
  recommendUnits: vi.fn(async () => [{ organId: 41, organName: '中国技术创新促进会' }]),
  add: vi.fn(async () => ({ declarationId: 90, status: 'draft', audits: [] })),
  update: vi.fn(),
  detail: vi.fn(),
}));
vi.mock('../api/declarations', () => ({ declarerApi: api }));

// The rest of the form (antd) stands in as a stub that keeps its props: these tests are the
// plain first screen's, and drive the rest's side of the contract through them.
const rest = vi.hoisted(() => ({ props: null as DeclarationRestProps | null }));
vi.mock('../../../components/antdFrame', () => ({
  inAppFrame: () => (props: DeclarationRestProps) => {
    rest.props = props;
    return <div data-testid="declaration-rest" />;
  },
}));

// Files share a worker's modules (isolate: false): without a reset, the editor imported by the
// other editor test, bound to that file's mocks, would be reused here and ignore this file's.
vi.resetModules();
const { DeclarationEditor } = await import('./DeclarationEditor');
const { loadRules } = await import('../firstFields');

const handlers = { onCreated: vi.fn(), onLeave: vi.fn(), onEditable: vi.fn() };
const field = (id: string) => document.getElementById(id) as HTMLInputElement & HTMLSelectElement;
const pick = (id: string, label: string) => {
  const option = [...field(id).options].find((o) => o.text === label);
  fireEvent.change(field(id), { target: { value: option!.value } });
};

beforeEach(async () => {
  vi.clearAllMocks();
  rest.props = null;
  render(<DeclarationEditor declarationId={null} {...handlers} />);
  // The four choice lists arrive one task after another (the editor starts their requests so):
  // each has its options before a test picks from it.
  await waitFor(() => {
    expect(field('editionId').options.length).toBe(3);
    for (const id of ['discipline', 'regionCode', 'recommendUnitId'])
      expect(field(id).options.length, id).toBeGreaterThan(1);
  });
});

describe("the declaration form's first screen, plain", () => {
  it('ties each label to its control and marks the required ones', () => {
    expect(screen.getByLabelText(/^\*?届次$/)).toBe(field('editionId'));
    expect(screen.getByLabelText(/^\*?奖项$/)).toBe(field('awardId'));
    expect(screen.getByLabelText(/^\*?项目名称$/)).toBe(field('projectName'));
    expect(screen.getByLabelText('推荐单位')).toBe(field('recommendUnitId'));
    expect(screen.getByLabelText('项目简介')).toBe(field('summary'));
    for (const id of ['editionId', 'awardId', 'projectName'])
      expect(field(id).getAttribute('aria-required')).toBe('true');
    expect(field('gradeLevel').getAttribute('aria-required')).toBeNull();
  });

  it('says what a ruled field lacks as it changes, tied to it, and takes it back when fixed', async () => {
    fireEvent.change(field('projectName'), { target: { value: '储能' } });
    // The shared schemas load with the first change (not with the first screen).
    await act(() => loadRules());
    expect(screen.queryByTestId('projectName-error')).toBeNull();
    fireEvent.change(field('projectName'), { target: { value: '  ' } });
    const message = screen.getByTestId('projectName-error');
    expect(message.textContent).toBe(translateShared(DECLARATION_MESSAGES.projectNameRequired));
    expect(field('projectName').getAttribute('aria-invalid')).toBe('true');
    expect(field('projectName').getAttribute('aria-describedby')).toBe(message.id);
    fireEvent.change(field('projectName'), { target: { value: '储能材料' } });
    expect(screen.queryByTestId('projectName-error')).toBeNull();
    expect(field('projectName').getAttribute('aria-invalid')).toBeNull();
  });

  it("shows every ruled field's message when submitting asks (the rest calls validateTop)", async () => {
    act(() => rest.props!.validateTop());
    expect((await screen.findByTestId('editionId-error')).textContent).toBe(
      translateShared(DECLARATION_MESSAGES.editionIdRequired),
    );
    expect(screen.getByTestId('awardId-error').textContent).toBe(
      translateShared(DECLARATION_MESSAGES.awardIdRequired),
    );
    expect(screen.getByTestId('projectName-error').textContent).toBe(
      translateShared(DECLARATION_MESSAGES.projectNameRequired),
    );
  });

  it("offers the edition's awards, the award's grades and its recommendation hint; another edition clears them", () => {
    pick('editionId', '2026年度评选');
    pick('awardId', '科技进步奖');
    pick('gradeLevel', '一等奖');
    expect(screen.getByText(/本奖项须由推荐单位推荐/)).toBeTruthy();
    expect(field('recommendUnitId').getAttribute('aria-describedby')).toBe('recommendUnitId-extra');
    pick('editionId', '2026年度专项');
    expect(field('awardId').value).toBe('');
    expect(field('gradeLevel').value).toBe('');
    expect(screen.queryByText(/本奖项须由推荐单位推荐/)).toBeNull();
  });

  it('counts the summary against its limit', () => {
    fireEvent.change(field('summary'), { target: { value: '面向电网储能' } });
    expect(screen.getByText('6 / 5000')).toBeTruthy();
  });

  it('checks completeness over both parts, and saves both once the required fields pass', async () => {
    pick('editionId', '2026年度评选');
    pick('awardId', '科技进步奖');
    fireEvent.change(field('projectName'), { target: { value: '高效储能材料' } });
    act(() => expect(rest.props!.check()).toBe(false));
    expect(rest.props!.missing).toEqual(
      expect.arrayContaining(['推荐单位（本奖项须经推荐）', '学科领域', '项目简介', '至少一位主要完成人']),
    );
    pick('recommendUnitId', '中国技术创新促进会');
    pick('discipline', '材料科学');
    pick('regionCode', '浙江省');
    act(() =>
      rest.props!.onChange({
        completers: [{ name: '林工', unit: '', contribution: '' }],
        keyData: [],
        attachments: [],
      }),
    );
    await waitFor(() => expect(api.add).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(api.add).toHaveBeenCalledWith(
      expect.objectContaining({
        editionId: 7,
        awardId: 3,
        projectName: '高效储能材料',
        recommendUnitId: 41,
        discipline: 'materials',
        regionCode: '330000',
        completers: [{ name: '林工', unit: null, contribution: null }],
      }),
    );
    expect(handlers.onCreated).toHaveBeenCalledWith(90);
  });
});

describe("the form's notices (the shared plain kit's, drawn as antd's Alert)", () => {
  it('shows a failure from the rest of the form as an alert that its close button removes', async () => {
    await waitFor(() => expect(rest.props).not.toBeNull());
    act(() => rest.props!.onError('保存失败，请稍后再试'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('保存失败，请稍后再试');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("puts a returned declaration's opinion in a status notice above the form", async () => {
    api.detail.mockResolvedValue({
      declarationId: 5,
      status: 'returned',
      editionId: 7,
      editionName: '2026年度评选',
      awardId: 3,
      awardName: '科技进步奖',
      gradeLevel: null,
      projectName: '储能材料',
      recommendUnitId: null,
      recommendUnit: null,
      discipline: null,
      regionCode: null,
      summary: '',
      keyData: {},
      completers: [],
      attachments: [],
      audits: [
        {
          auditId: 1,
          action: 'return',
          actorKind: 'examiner',
          toStatus: 'returned',
          opinion: '请补充应用成效',
          createTime: '2026-11-29 10:00:00',
        },
      ],
    });
    render(<DeclarationEditor declarationId={5} {...handlers} />);
    const opinion = await screen.findByTestId('returned-opinion');
    expect(opinion.textContent).toBe('请补充应用成效');
    expect(opinion.closest('[role="status"]')?.textContent).toContain('形式审查退回意见');
  });
});
