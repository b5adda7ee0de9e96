import type { ReviewSummaryView } from '@awards/shared/outputs';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLocale } from '../../../i18n';
import { useResultsText } from '../i18n';
import { ReviewSummary } from './ReviewSummary';

const VIEW: ReviewSummaryView = {
  declarationId: 7,
  projectName: '高效储能材料关键技术',
  editionName: '2025年度示范届',
  awardName: '科技进步奖',
  unitName: '申报单位甲',
  status: 'awarded',
  statusName: '已授奖',
  scale: 100,
  standards: [
    { standardId: 1, standardName: '创新性', maxScore: 40, weight: 40 },
    { standardId: 2, standardName: '效益', maxScore: 60, weight: 60 },
  ],
  reviews: [
    {
      reviewer: '专家一',
      expertId: null,
      organisation: null,
      scores: [36, 50],
      total: 86,
      comment: '创新突出',
    },
    {
      reviewer: '专家二',
      expertId: null,
      organisation: null,
      scores: [30, null],
      total: null,
      comment: null,
    },
  ],
  meanTotal: 86,
  method: 'weighted_mean',
  methodName: '加权平均',
  calibrated: 85.5,
  rank: { rank: 1, of: 4 },
  meetingOutcome: '建议授奖',
  gradeName: '一等奖',
  commentsReleased: true,
};

function Harness({ view }: { view: ReviewSummaryView }) {
  return <ReviewSummary view={view} t={useResultsText()} />;
}

beforeAll(() => changeLocale('zh_CN'));

describe('the unit’s review summary', () => {
  it('shows the figures, one row per anonymous expert with a score per standard, and the comments', () => {
    render(<Harness view={VIEW} />);
    expect(screen.getByText('第 1 名 / 共 4 项')).toBeTruthy();
    expect(screen.getByText('校准分（加权平均）')).toBeTruthy();
    const table = screen.getByTestId('review-summary-scores');
    expect(within(table).getAllByText('创新性（40）').length).toBeGreaterThan(0);
    const rows = [...table.querySelectorAll('tr.ant-table-row')];
    expect(rows.map((r) => r.textContent)).toEqual(['专家一365086', '专家二30无无']);
    expect(screen.getByText('创新突出')).toBeTruthy();
    expect(screen.queryByTestId('review-summary-withheld')).toBeNull();
  });

  it('says the comments come later while they are withheld', () => {
    render(
      <Harness
        view={{
          ...VIEW,
          commentsReleased: false,
          reviews: VIEW.reviews.map((r) => ({ ...r, comment: null })),
        }}
      />,
    );
    expect(screen.getByTestId('review-summary-withheld').textContent).toContain(
      '评审意见在本届评审结束后公开',
    );
    expect(screen.queryByText('创新突出')).toBeNull();
  });

  it('reads in English', async () => {
    await changeLocale('en_GB');
    render(<Harness view={VIEW} />);
    expect(screen.getByText('1 of 4')).toBeTruthy();
    expect(screen.getByText('Experts’ scores')).toBeTruthy();
    await changeLocale('zh_CN');
  });
});
