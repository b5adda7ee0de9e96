import { defineMessages, type MessageRef } from './i18n';

/**
 * What the public site's declaration form shows of a declaration's history without zod, so its
 * first screen builds no schema (docs/site.md "The form without zod until used"): the statuses,
 * actions and actors with their names. The schemas are in declarations.ts, which re-exports all
 * of this.
 */

/**
 * Every status of the lifecycle. Part 1 (issue 7) uses draft … withdrawn; the
 * review, meeting, publicity and award statuses are declared for later parts.
 */
export const DECLARATION_STATUSES = [
  'draft',
  'submitted',
  'returned',
  'resubmitted',
  'passed',
  'not_accepted',
  'deferred',
  'recommended',
  'not_recommended',
  'expert_review',
  'meeting_review',
  'proposed',
  'publicity',
  'awarded',
  'revoked',
  'withdrawn',
  'not_awarded',
  'carried_over',
] as const;
export type DeclarationStatus = (typeof DECLARATION_STATUSES)[number];

export const DECLARATION_STATUS_NAMES: Record<DeclarationStatus, MessageRef> = defineMessages(
  'declarationStatus',
  {
    draft: ['草稿', '草稿', 'Draft'],
    submitted: ['已提交', '已提交', 'Submitted'],
    returned: ['退回修改', '退回修改', 'Returned for correction'],
    resubmitted: ['重新提交', '重新提交', 'Resubmitted'],
    passed: ['形式审查通过', '形式審查通過', 'Passed examination'],
    not_accepted: ['不予受理', '不予受理', 'Not accepted'],
    deferred: ['缓评', '緩評', 'Deferred'],
    recommended: ['已推荐', '已推薦', 'Recommended'],
    not_recommended: ['未获推荐', '未獲推薦', 'Not recommended'],
    expert_review: ['专家评审', '專家評審', 'Expert review'],
    meeting_review: ['会议评审', '會議評審', 'Meeting review'],
    proposed: ['拟授奖', '擬授獎', 'Proposed'],
    publicity: ['公示中', '公示中', 'In publicity'],
    awarded: ['已授奖', '已授獎', 'Awarded'],
    revoked: ['已撤销', '已撤銷', 'Revoked'],
    withdrawn: ['已撤回', '已撤回', 'Withdrawn'],
    not_awarded: ['未获奖', '未獲獎', 'Not awarded'],
    carried_over: ['已转入下届', '已轉入下屆', 'Carried over'],
  },
);

/** Statuses nothing leaves (withdrawal included). */
export const FINAL_DECLARATION_STATUSES: readonly DeclarationStatus[] = [
  'not_accepted',
  'not_recommended',
  'awarded',
  'revoked',
  'withdrawn',
  'not_awarded',
  'carried_over',
];

/** Waiting for the formal examination: the examination queue. */
export const AWAITING_EXAMINATION: readonly DeclarationStatus[] = ['submitted', 'resubmitted'];

/** The declarer (or staff on the unit's behalf) may change the content only here. */
export const EDITABLE_DECLARATION_STATUSES: readonly DeclarationStatus[] = ['draft', 'returned'];

/** What can happen to a declaration; each is one row of the server's transition table. */
export const DECLARATION_ACTIONS = [
  'create',
  'submit',
  'resubmit',
  'pass',
  'return',
  'reject',
  'defer',
  'recommend',
  'decline',
  'start_review',
  'to_meeting',
  'propose',
  'not_award',
  'reopen_result',
  'publicise',
  'award',
  'revoke',
  'carry_over',
  'withdraw',
] as const;
export type DeclarationAction = (typeof DECLARATION_ACTIONS)[number];

export const DECLARATION_ACTION_NAMES: Record<DeclarationAction, MessageRef> = defineMessages(
  'declarationAction',
  {
    create: ['创建', '創建', 'Create'],
    submit: ['提交', '提交', 'Submit'],
    resubmit: ['重新提交', '重新提交', 'Resubmit'],
    pass: ['形式审查通过', '形式審查通過', 'Pass the examination'],
    return: ['退回修改', '退回修改', 'Return for correction'],
    reject: ['不予受理', '不予受理', 'Not accept'],
    defer: ['缓评', '緩評', 'Defer'],
    recommend: ['推荐', '推薦', 'Recommend'],
    decline: ['不予推荐', '不予推薦', 'Decline to recommend'],
    start_review: ['进入专家评审', '進入專家評審', 'Start the expert review'],
    to_meeting: ['进入会议评审', '進入會議評審', 'Send to the meeting'],
    propose: ['会议拟定等级', '會議擬定等級', 'Propose a grade'],
    not_award: ['不予授奖', '不予授獎', 'Not award'],
    reopen_result: ['重新评定（结果重开）', '重新評定（結果重開）', 'Reopen the result'],
    carry_over: ['转入下一届', '轉入下一屆', 'Carry over to the next edition'],
    publicise: ['公示', '公示', 'Publicise'],
    award: ['授奖', '授獎', 'Award'],
    revoke: ['撤销（异议成立）', '撤銷（異議成立）', 'Revoke (objection upheld)'],
    withdraw: ['撤回', '撤回', 'Withdraw'],
  },
);

/**
 * Who takes an action: the unit's declarer, a holder of DECLARE_EXAMINE, other staff, and the
 * recommending unit the declaration names (its users on the public site).
 */
export type DeclarationActor = 'declarer' | 'examiner' | 'staff' | 'recommender';
export const DECLARATION_ACTOR_NAMES: Record<DeclarationActor, MessageRef> = defineMessages(
  'declarationActor',
  {
    declarer: ['申报单位', '申報單位', 'Declaring unit'],
    examiner: ['形式审查', '形式審查', 'Formal examination'],
    staff: ['工作人员', '工作人員', 'Staff'],
    recommender: ['推荐单位', '推薦單位', 'Recommending unit'],
  },
);
