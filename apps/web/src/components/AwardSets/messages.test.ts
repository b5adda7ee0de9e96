import { AWARD_MESSAGES, flowProblem } from '@awards/shared/awards';
import { windowProblems } from '@awards/shared/editions';
import { describe, expect, it } from 'vitest';
import { translateAwardText } from './messages';

describe('translateAwardText', () => {
  it('passes zh_CN and unknown text through', () => {
    expect(translateAwardText('zh_CN', AWARD_MESSAGES.weightSum(90))).toBe(
      '评分标准权重之和必须为100，当前为90',
    );
    expect(translateAwardText('en_GB', '一条新的消息')).toBe('一条新的消息');
  });

  it('translates the messages with numbers and names in them', () => {
    expect(translateAwardText('en_GB', AWARD_MESSAGES.weightSum(90))).toBe(
      'The weights must total 100; now 90',
    );
    expect(translateAwardText('zh_TW', AWARD_MESSAGES.weightSum(90))).toBe(
      '評分標準權重之和必須為100，當前為90',
    );
    expect(
      translateAwardText('en_GB', '届次当前为「草稿」，下一步只能是「申报中」，不能跳至「评审中」'),
    ).toBe('The edition is draft: it can only move to declaring, not ahead to reviewing');
    expect(translateAwardText('en_GB', '申报时间尚未结束（截止 2026-07-01 00:00），不能进入形式审查')).toBe(
      'The declaration window has not ended (it ends 2026-07-01 00:00): the edition cannot move to formal examination',
    );
  });

  it('translates the examination backlog refusal', () => {
    expect(translateAwardText('en_GB', '尚有 3 份申报等待形式审查，请先审查完毕再进入评审')).toBe(
      '3 declarations still await the formal examination: finish it before the review',
    );
  });

  it('knows every flow and window message the shared rules produce', () => {
    const messages = [
      flowProblem([]),
      flowProblem(['publicity', 'formal_examination', 'expert_review']),
      flowProblem(['expert_review', 'publicity']),
      ...windowProblems({
        declarationStart: '2026-01-02T00:00:00Z',
        declarationEnd: '2026-01-01T00:00:00Z',
        examinationStart: '2025-12-01T00:00:00Z',
        examinationEnd: '2026-02-01T00:00:00Z',
        reviewStart: '2026-03-01T00:00:00Z',
      }).map((p) => p.message),
    ];
    for (const message of messages) {
      expect(message).toBeTruthy();
      expect(translateAwardText('en_GB', message!)).not.toBe(message);
      expect(translateAwardText('en_GB', message!)).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
