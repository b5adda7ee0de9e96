import { z } from 'zod';
import { idField, idListField, optionalText, requiredText } from './admin-fields';
import type { DeclarationStatus } from './declarations';
import { defineMessages, type MessageRef } from './i18n';
import { int4, isoDateTime, text } from './primitives';

/**
 * Expert review (docs/domain.md "Expert review"): the edition's review settings, review
 * groups, conflicts of interest, assignment runs and the experts' reviews. The schemas
 * here are the wire contract of `/rest/group/*`, `/rest/review/*` and the expert's own
 * `/rest/reviewer/*`.
 */

export const NORMALISATIONS = ['weighted_mean', 'trimmed_mean', 'z_score', 'bias_ls'] as const;
export type Normalisation = (typeof NORMALISATIONS)[number];
export const NORMALISATION_NAMES: Record<Normalisation, MessageRef> = defineMessages('reviewNormalisation', {
  weighted_mean: ['加权平均', '加權平均', 'Weighted mean'],
  trimmed_mean: ['去极值平均', '去極值平均', 'Trimmed mean'],
  z_score: ['专家标准分', '專家標準分', 'Per-expert z-score'],
  bias_ls: ['专家偏差校正', '專家偏差校正', 'Expert bias correction'],
});

export const GROUP_ROLES = ['leader', 'member', 'alternate'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];
export const GROUP_ROLE_NAMES: Record<GroupRole, MessageRef> = defineMessages('reviewGroupRole', {
  leader: ['组长', '組長', 'Leader'],
  member: ['成员', '成員', 'Member'],
  alternate: ['候补', '候補', 'Alternate'],
});

export const CONFLICT_TYPES = [
  'same_unit',
  'recommending_unit',
  'completer_unit',
  'completer',
  'competing',
  'requested',
  'collaborator',
  'family',
  'other',
] as const;
export type ConflictType = (typeof CONFLICT_TYPES)[number];
export const CONFLICT_TYPE_NAMES: Record<ConflictType, MessageRef> = defineMessages('reviewConflictType', {
  same_unit: ['与申报单位相同', '與申報單位相同', 'Same organisation as the declaring unit'],
  recommending_unit: ['与推荐单位相同', '與推薦單位相同', 'Same organisation as the recommending unit'],
  completer_unit: ['与完成人单位相同', '與完成人單位相同', "Same organisation as a completer's unit"],
  completer: ['本人为完成人', '本人為完成人', 'The expert is a completer'],
  competing: [
    '本人为同组竞争申报的完成人',
    '本人為同組競爭申報的完成人',
    'The expert is a completer of a competing declaration in the same group',
  ],
  requested: ['申报方申请回避', '申報方申請迴避', 'Avoidance requested by the declarer'],
  collaborator: ['合作关系', '合作關係', 'Collaborator'],
  family: ['亲属关系', '親屬關係', 'Family'],
  other: ['其他', '其他', 'Other'],
});
/** The types the automatic rule finds; the others are declared or set by hand. */
export const AUTOMATIC_CONFLICT_TYPES: readonly ConflictType[] = [
  'same_unit',
  'recommending_unit',
  'completer_unit',
  'completer',
  'competing',
];

export const CONFLICT_SOURCES = ['automatic', 'expert', 'declarer', 'staff'] as const;
export type ConflictSource = (typeof CONFLICT_SOURCES)[number];
export const CONFLICT_SOURCE_NAMES: Record<ConflictSource, MessageRef> = defineMessages(
  'reviewConflictSource',
  {
    automatic: ['系统识别', '系統識別', 'Automatic'],
    expert: ['专家申明', '專家申明', 'Declared by the expert'],
    declarer: ['申报方申请', '申報方申請', 'Requested by the declarer'],
    staff: ['工作人员设定', '工作人員設定', 'Set by staff'],
  },
);

export const CONFLICT_STATUSES = ['confirmed', 'pending', 'dismissed'] as const;
export type ConflictStatus = (typeof CONFLICT_STATUSES)[number];
export const CONFLICT_STATUS_NAMES: Record<ConflictStatus, MessageRef> = defineMessages(
  'reviewConflictStatus',
  {
    confirmed: ['已确认', '已確認', 'Confirmed'],
    pending: ['待决定', '待決定', 'Pending'],
    dismissed: ['已驳回', '已駁回', 'Dismissed'],
  },
);

export const ASSIGN_MODES = ['optimal', 'drawn'] as const;
export type AssignMode = (typeof ASSIGN_MODES)[number];
export const ASSIGN_MODE_NAMES: Record<AssignMode, MessageRef> = defineMessages('reviewAssignMode', {
  optimal: ['最优匹配', '最優匹配', 'Best match'],
  drawn: ['随机抽取', '隨機抽取', 'Random draw'],
});

/** What made a run: staff asking for a proposal, or a conflict or removal drawing a replacement at once. */
export const RUN_KINDS = ['assignment', 'replacement'] as const;
export type RunKind = (typeof RUN_KINDS)[number];
export const RUN_KIND_NAMES: Record<RunKind, MessageRef> = defineMessages('reviewRunKind', {
  assignment: ['分配', '分配', 'Assignment'],
  replacement: ['替补', '替補', 'Replacement'],
});

/** A declarer's avoidance request (回避申请) as the declarer sees it: no expert is named back. */
export const AVOID_STATUSES = ['pending', 'confirmed', 'dismissed', 'no_match'] as const;
export type AvoidStatus = (typeof AVOID_STATUSES)[number];
export const AVOID_STATUS_NAMES: Record<AvoidStatus, MessageRef> = defineMessages('reviewAvoidStatus', {
  pending: ['待审核', '待審核', 'Awaiting decision'],
  confirmed: ['已同意回避', '已同意迴避', 'Granted'],
  dismissed: ['未同意', '未同意', 'Not granted'],
  no_match: [
    '本届专家库中无符合条件的专家',
    '本屆專家庫中無符合條件的專家',
    'No expert of the edition matches',
  ],
});

export const RUN_STATUSES = ['proposed', 'applied', 'infeasible', 'discarded'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export const RUN_STATUS_NAMES: Record<RunStatus, MessageRef> = defineMessages('reviewRunStatus', {
  proposed: ['待确认', '待確認', 'Proposed'],
  applied: ['已应用', '已應用', 'Applied'],
  infeasible: ['无可行方案', '無可行方案', 'Infeasible'],
  discarded: ['已作废', '已作廢', 'Discarded'],
});

export const REVIEW_STATUSES = ['draft', 'submitted'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_NAMES: Record<ReviewStatus, MessageRef> = defineMessages('reviewStatus', {
  draft: ['草稿', '草稿', 'Draft'],
  submitted: ['已提交', '已提交', 'Submitted'],
});

/** Who sent a reminder to the experts with unsubmitted reviews: staff from the console, or the scheduled job. */
export const REMINDER_KINDS = ['manual', 'scheduled'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export const REMINDER_KIND_NAMES: Record<ReminderKind, MessageRef> = defineMessages('reviewReminderKind', {
  manual: ['手动提醒', '手動提醒', 'Sent by staff'],
  scheduled: ['定时提醒', '定時提醒', 'Scheduled'],
});

/** The SMS template the reminders render (seeded by the migration; staff may reword it). */
export const REMINDER_SMS_TEMPLATE = 'REVIEW_REMIND_SMS';

export const REVIEW_MESSAGES = defineMessages('review', {
  editionIdRequired: ['请选择届次', '請選擇屆次', 'Please choose an edition'],
  groupIdRequired: ['请选择评审组', '請選擇評審組', 'Please choose a review group'],
  groupNameRequired: ['请输入评审组名称', '請輸入評審組名稱', 'Please enter the group name'],
  expertIdRequired: ['请选择专家', '請選擇專家', 'Please choose an expert'],
  declarationIdRequired: ['请选择申报', '請選擇申報', 'Please choose a declaration'],
  runIdRequired: ['请选择分配方案', '請選擇分配方案', 'Please choose an assignment run'],
  reviewIdRequired: ['请选择评审', '請選擇評審', 'Please choose a review'],
  reasonRequired: ['请输入理由', '請輸入理由', 'Please give the reason'],
  role: ['组内角色不正确', '組內角色不正確', 'The role is not valid'],
  conflictType: ['回避类型不正确', '迴避類型不正確', 'The conflict type is not valid'],
  mode: ['分配方式不正确', '分配方式不正確', 'The assignment mode is not valid'],
  normalisation: ['标准化方法不正确', '標準化方法不正確', 'The normalisation method is not valid'],
  kRange: ['每份申报的专家数应为1至30', '每份申報的專家數應為1至30', 'Experts per declaration is 1 to 30'],
  loadRange: ['专家评审量应为0至500', '專家評審量應為0至500', 'An expert load is 0 to 500'],
  loadOrder: [
    '最低评审量不能大于最高评审量',
    '最低評審量不能大於最高評審量',
    'The minimum load cannot exceed the maximum',
  ],
  scaleRange: ['分制应为10至1000', '分制應為10至1000', 'The score scale is 10 to 1000'],
  thresholdRange: ['阈值应为0至1000', '閾值應為0至1000', 'A threshold is 0 to 1000'],
  windowOrder: [
    '评审结束时间须晚于开始时间',
    '評審結束時間須晚於開始時間',
    'The review must end after it starts',
  ],
  seed: ['随机种子应为非负整数', '隨機種子應為非負整數', 'The seed is a non-negative integer'],
  pairCap: [
    '抽中概率上限应为0.01至1，至多两位小数',
    '抽中機率上限應為0.01至1，至多兩位小數',
    'The probability cap is 0.01 to 1, with two decimals at most',
  ],
  score: ['评分不正确', '評分不正確', 'The score is not valid'],
  familiarity: ['熟悉程度应为1至3', '熟悉程度應為1至3', 'Familiarity is 1 to 3'],
  editionNotFound: ['届次不存在', '屆次不存在', 'The edition does not exist'],
  groupNotFound: ['评审组不存在', '評審組不存在', 'The review group does not exist'],
  runNotFound: ['分配方案不存在', '分配方案不存在', 'The assignment run does not exist'],
  reviewNotFound: ['评审不存在', '評審不存在', 'The review does not exist'],
  conflictNotFound: ['回避记录不存在', '迴避記錄不存在', 'The conflict record does not exist'],
  assignmentNotFound: [
    '该专家未分配此申报',
    '該專家未分配此申報',
    'The expert is not assigned this declaration',
  ],
  groupNameTaken: [
    '本届已有同名评审组',
    '本屆已有同名評審組',
    'The edition already has a group of this name',
  ],
  editionClosed: [
    '届次处于「{status}」状态，不能再修改评审设置',
    '屆次處於「{status}」狀態，不能再修改評審設置',
    'The edition is {status}: the review can no longer be changed',
  ],
  normalisationLocked: [
    '评分开始后不能再更改标准化方法',
    '評分開始後不能再更改標準化方法',
    'The normalisation method is locked once scores are submitted',
  ],
  notInPool: [
    '专家不在本届专家库中：{names}',
    '專家不在本屆專家庫中：{names}',
    'Not in the edition’s expert pool: {names}',
  ],
  blacklisted: ['专家已被列入黑名单：{names}', '專家已被列入黑名單：{names}', 'Blacklisted: {names}'],
  inOtherGroup: [
    '专家已在本届其他评审组中：{names}',
    '專家已在本屆其他評審組中：{names}',
    'Already in another group of the edition: {names}',
  ],
  oneLeader: ['评审组只能有一位组长', '評審組只能有一位組長', 'A group has one leader at most'],
  groupHasAssignments: [
    '评审组已有分配，不能删除',
    '評審組已有分配，不能刪除',
    'The group has assignments and cannot be deleted',
  ],
  declarationNotReviewable: [
    '申报「{name}」当前为「{status}」，不能分组或分配',
    '申報「{name}」當前為「{status}」，不能分組或分配',
    'The declaration {name} is {status}: it cannot be grouped or assigned',
  ],
  groupShort: [
    '评审组「{group}」需要 {need} 人次，专家最多可承担 {capacity} 人次',
    '評審組「{group}」需要 {need} 人次，專家最多可承擔 {capacity} 人次',
    'The group {group} needs {need} reviews; its experts can take {capacity} at most',
  ],
  disciplineShort: [
    '学科「{discipline}」需要 {need} 位专家，可用 {available} 位',
    '學科「{discipline}」需要 {need} 位專家，可用 {available} 位',
    'Discipline {discipline} needs {need} experts; {available} are available',
  ],
  declarationShort: [
    '申报「{name}」需要 {need} 位专家，无回避冲突且单位不同的可用专家只有 {available} 位',
    '申報「{name}」需要 {need} 位專家，無迴避衝突且單位不同的可用專家只有 {available} 位',
    'The declaration {name} needs {need} experts; only {available} without conflict and from different organisations are available',
  ],
  capShort: [
    '申报「{name}」需要 {need} 位专家，但每对专家与申报的抽中概率上限为 {cap} 时，可用专家只够 {available} 位',
    '申報「{name}」需要 {need} 位專家，但每對專家與申報的抽中機率上限為 {cap} 時，可用專家只夠 {available} 位',
    "The declaration {name} needs {need} experts; with each pair's probability capped at {cap}, the available experts cover only {available}",
  ],
  minLoadShort: [
    '评审组「{group}」的专家最低评审量合计 {need}，但只有 {slots} 个评审名额',
    '評審組「{group}」的專家最低評審量合計 {need}，但只有 {slots} 個評審名額',
    'The minimum loads of the group {group} add up to {need}, but there are {slots} review slots',
  ],
  solverInfeasible: [
    '在当前约束下无可行的分配方案（{status}）',
    '在當前約束下無可行的分配方案（{status}）',
    'No assignment satisfies the constraints ({status})',
  ],
  runNotProposed: [
    '分配方案当前为「{status}」，不能应用',
    '分配方案當前為「{status}」，不能應用',
    'The run is {status} and cannot be applied',
  ],
  inputsChanged: [
    '分配依据的数据已变化，请重新预览',
    '分配依據的數據已變化，請重新預覽',
    'The data behind this run changed: preview again',
  ],
  notExpert: [
    '仅评审专家可使用评审接口',
    '僅評審專家可使用評審接口',
    'Only review experts may use these calls',
  ],
  notAssigned: ['您未被分配评审此申报', '您未被分配評審此申報', 'You are not assigned this declaration'],
  reviewLocked: [
    '评审已提交，如需修改请联系工作人员退回',
    '評審已提交，如需修改請聯繫工作人員退回',
    'The review is submitted; ask staff to reopen it',
  ],
  outsideWindow: ['当前不在评审时间内', '當前不在評審時間內', 'The review window is not open'],
  scoresIncomplete: [
    '请为每项评分标准打分后再提交',
    '請為每項評分標準打分後再提交',
    'Score every standard before submitting',
  ],
  scoreOverMax: [
    '「{standard}」的评分不能超过 {max} 分',
    '「{standard}」的評分不能超過 {max} 分',
    'The score for {standard} is at most {max}',
  ],
  unknownStandard: ['评分标准不属于该奖项', '評分標準不屬於該獎項', 'The standard is not one of the award'],
  notSubmitted: ['评审尚未提交，无需退回', '評審尚未提交，無需退回', 'The review is not submitted'],
  whyDiscipline: ['学科相同', '學科相同', 'Same discipline'],
  whyKeywords: ['共同关键词：{words}', '共同關鍵詞：{words}', 'Shared keywords: {words}'],
  whyDrawn: ['随机抽取', '隨機抽取', 'Drawn at random'],
  whyAvailable: ['可用专家中匹配度最高', '可用專家中匹配度最高', 'Best available match'],
  noCandidate: [
    '没有无回避冲突的可用专家',
    '沒有無迴避衝突的可用專家',
    'No expert without a conflict is available',
  ],
  conflictDecided: ['回避申请已处理', '迴避申請已處理', 'The conflict request was already decided'],
  alternatesRange: [
    '每份申报的备选专家数应为0至10',
    '每份申報的備選專家數應為0至10',
    'Alternates per declaration is 0 to 10',
  ],
  organisationRequired: [
    '请输入需回避的单位',
    '請輸入需迴避的單位',
    'Please enter the organisation to avoid',
  ],
  avoidNotOpen: [
    '申报「{name}」当前为「{status}」，不能申请回避',
    '申報「{name}」當前為「{status}」，不能申請迴避',
    'The declaration {name} is {status}: avoidance can no longer be requested',
  ],
  avoidDuplicate: [
    '已对该专家或单位提出过回避申请',
    '已對該專家或單位提出過迴避申請',
    'This expert or organisation was already named in a request',
  ],
  avoidTooMany: [
    '每份申报最多提出 {max} 项回避申请',
    '每份申報最多提出 {max} 項迴避申請',
    'A declaration may name {max} avoidance requests at most',
  ],
  whyAlternate: ['备选专家替补', '備選專家替補', 'Next alternate of the declaration'],
  replacedAfterConflict: [
    '因回避冲突移除专家后替补',
    '因迴避衝突移除專家後替補',
    'Replacement after a conflict removed an expert',
  ],
  replacedAfterRemoval: [
    '人工移除专家后替补',
    '人工移除專家後替補',
    'Replacement after an expert was taken off by hand',
  ],
  attachmentNotFound: ['附件不存在', '附件不存在', 'The attachment does not exist'],
  // ---- adding an expert by hand (assign/add, docs/domain.md "Manual add") ----
  notPlaced: [
    '申报「{name}」尚未分入评审组',
    '申報「{name}」尚未分入評審組',
    'The declaration {name} is not in a review group',
  ],
  alreadyAssigned: [
    '专家「{expert}」已分配评审「{name}」',
    '專家「{expert}」已分配評審「{name}」',
    '{expert} is already assigned {name}',
  ],
  expertNotInGroup: [
    '专家「{expert}」不在评审组「{group}」中',
    '專家「{expert}」不在評審組「{group}」中',
    '{expert} is not in the review group {group}',
  ],
  pairConflicted: [
    '专家「{expert}」与申报「{name}」存在回避关系（{type}），不能分配',
    '專家「{expert}」與申報「{name}」存在迴避關係（{type}），不能分配',
    '{expert} has a conflict of interest with {name} ({type}) and cannot be assigned',
  ],
  overMaxLoad: [
    '专家「{expert}」已分配 {load} 份，达到最高评审量 {max}',
    '專家「{expert}」已分配 {load} 份，達到最高評審量 {max}',
    '{expert} already has {load} declarations, the maximum load of {max}',
  ],
  sameOrganisationAssigned: [
    '申报「{name}」已有同单位（{organisation}）的专家「{other}」',
    '申報「{name}」已有同單位（{organisation}）的專家「{other}」',
    '{name} already has {other} of the same organisation ({organisation})',
  ],
  // ---- the lifecycle: closing the review, reminders (docs/domain.md "Lifecycle") ----
  reminderDays: [
    '提前提醒天数应为0至30',
    '提前提醒天數應為0至30',
    'Days before the end for the reminder is 0 to 30',
  ],
  closeNotReviewing: [
    '届次当前为「{status}」，只有评审中的届次可以结束评审',
    '屆次當前為「{status}」，只有評審中的屆次可以結束評審',
    'The edition is {status}: only an edition in review can close its review',
  ],
  alreadyClosed: [
    '评审已于 {at} 由 {by} 结束',
    '評審已於 {at} 由 {by} 結束',
    'The review was closed at {at} by {by}',
  ],
  remindNotReviewing: [
    '届次当前为「{status}」，只有评审中的届次可以提醒专家',
    '屆次當前為「{status}」，只有評審中的屆次可以提醒專家',
    'The edition is {status}: experts are reminded only while it is in review',
  ],
  nothingToRemind: [
    '没有需要提醒的专家：分配的评审均已提交',
    '沒有需要提醒的專家：分配的評審均已提交',
    'No expert to remind: every assigned review is submitted',
  ],
  reviewClosedForExperts: [
    '评审已结束，不能再修改或提交评审',
    '評審已結束，不能再修改或提交評審',
    'The review is closed: reviews can no longer be changed or submitted',
  ],
  remindTitle: ['评审提醒', '評審提醒', 'Review reminder'],
  remindContent: [
    '您在「{edition}」中尚有 {count} 份评审未提交，评审截止时间 {end}，请尽快登录系统完成评审。',
    '您在「{edition}」中尚有 {count} 份評審未提交，評審截止時間 {end}，請盡快登錄系統完成評審。',
    'You have {count} unsubmitted reviews in {edition}; the review ends {end}. Please sign in and complete them.',
  ],
  noDeadline: ['未设定', '未設定', 'not set'],
  remindJobLabel: ['评审到期提醒', '評審到期提醒', 'Review deadline reminder'],
  remindJobDescription: [
    '在评审截止前若干天（评审设置中的提前提醒天数），以站内消息和短信提醒尚有评审未提交的专家，每届次每天最多一次',
    '在評審截止前若干天（評審設置中的提前提醒天數），以站內消息和簡訊提醒尚有評審未提交的專家，每屆次每天最多一次',
    'Some days before the review ends (the review settings say how many), reminds experts with unsubmitted reviews by message and SMS; once a day per edition at most',
  ],
  reminded: [
    '已提醒 {editions} 个届次的 {experts} 位专家',
    '已提醒 {editions} 個屆次的 {experts} 位專家',
    'Reminded {experts} experts in {editions} editions',
  ],
});

/** The printable draw record (抽取记录), in the reader's language. */
export const DRAW_RECORD_MESSAGES = defineMessages('reviewDrawRecord', {
  title: ['评审专家抽取记录', '評審專家抽取記錄', 'Record of the expert draw'],
  edition: ['届次', '屆次', 'Edition'],
  group: ['评审组', '評審組', 'Review group'],
  run: ['方案编号', '方案編號', 'Run'],
  kind: ['类型', '類型', 'Kind'],
  mode: ['分配方式', '分配方式', 'Mode'],
  status: ['状态', '狀態', 'Status'],
  seed: ['随机种子', '隨機種子', 'Seed'],
  inputHash: ['输入数据摘要（SHA-256）', '輸入數據摘要（SHA-256）', 'Input hash (SHA-256)'],
  solver: ['求解器及版本', '求解器及版本', 'Solver and version'],
  proposedBy: ['生成人及时间', '生成人及時間', 'Proposed by, at'],
  appliedBy: ['应用人及时间', '應用人及時間', 'Applied by, at'],
  constraints: ['约束条件', '約束條件', 'Constraints'],
  perDeclaration: ['每份申报专家数：{k}', '每份申報專家數：{k}', 'Experts per declaration: {k}'],
  awardOverride: ['奖项 #{award}：{k} 位', '獎項 #{award}：{k} 位', 'Award #{award}: {k}'],
  loads: ['专家评审量：{min} 至 {max}', '專家評審量：{min} 至 {max}', 'Load per expert: {min} to {max}'],
  pairCap: [
    '每对专家与申报被抽中的概率上限：{q}',
    '每對專家與申報被抽中的機率上限：{q}',
    'Cap on the probability of each expert–declaration pair: {q}',
  ],
  oneOrganisation: [
    '同一申报至多一位同单位专家；已确认回避的专家不予分配',
    '同一申報至多一位同單位專家；已確認迴避的專家不予分配',
    'At most one expert of an organisation per declaration; no expert with a confirmed conflict',
  ],
  conflicts: ['已排除的回避关系（按类型）', '已排除的迴避關係（按類型）', 'Conflicts excluded (by type)'],
  conflictType: ['回避类型', '迴避類型', 'Type'],
  count: ['数量', '數量', 'Count'],
  pairs: ['抽取结果', '抽取結果', 'Pairs drawn'],
  declaration: ['申报项目', '申報項目', 'Declaration'],
  expert: ['专家', '專家', 'Expert'],
  match: ['匹配度', '匹配度', 'Match'],
  why: ['理由', '理由', 'Why'],
  noShared: ['学科与关键词均无匹配', '學科與關鍵詞均無匹配', 'No shared discipline or keywords'],
  removed: ['撤销的分配', '撤銷的分配', 'Assignments removed'],
  unfilled: ['未补足的名额', '未補足的名額', 'Slots left unfilled'],
  missing: ['缺额', '缺額', 'Missing'],
  reason: ['原因', '原因', 'Reason'],
  replacements: ['其后的替补记录', '其後的替補記錄', 'Replacements that followed'],
  time: ['时间', '時間', 'Time'],
  cause: ['事由', '事由', 'Cause'],
  none: ['无', '無', 'None'],
  signatures: ['签字', '簽字', 'Signatures'],
  operator: ['经办人', '經辦人', 'Operator'],
  supervisor: ['监督人', '監督人', 'Supervisor'],
  committee: ['监督委员会', '監督委員會', 'Supervisory committee'],
  date: ['日期', '日期', 'Date'],
  printedAt: ['打印时间：{time}', '打印時間：{time}', 'Printed: {time}'],
});

const M = REVIEW_MESSAGES;
const editionId = idField(M.editionIdRequired);
const groupId = idField(M.groupIdRequired);
const expertId = idField(M.expertIdRequired);
const declarationId = idField(M.declarationIdRequired);
const reason = requiredText(500, M.reasonRequired);
const isoTime = isoDateTime(M.windowOrder).nullable().optional();

export const editionIdSchema = z.object({ editionId });
export const groupIdSchema = z.object({ groupId });
export const runIdSchema = z.object({ runId: idField(M.runIdRequired) });

const load = int4({ error: M.loadRange }, M.loadRange).min(0, { error: M.loadRange }).max(500, {
  error: M.loadRange,
});
const k = int4({ error: M.kRange }, M.kRange).min(1, { error: M.kRange }).max(30, { error: M.kRange });
const threshold = z.number({ error: M.thresholdRange }).min(0, { error: M.thresholdRange }).max(1000, {
  error: M.thresholdRange,
});

/** The edition's review settings (docs/domain.md table). Every field but the edition optional on save. */
export const reviewSettingsFields = z.object({
  expertsPerDeclaration: k,
  awardOverrides: z.record(text({ error: M.kRange }).regex(/^\d+$/, { error: M.kRange }), k),
  minLoad: load,
  maxLoad: load,
  scoreScale: int4({ error: M.scaleRange }, M.scaleRange).min(10, { error: M.scaleRange }).max(1000, {
    error: M.scaleRange,
  }),
  normalisation: z.enum(NORMALISATIONS, { error: M.normalisation }),
  rangeThreshold: threshold,
  sdThreshold: threshold,
  reviewStart: isoTime,
  reviewEnd: isoTime,
  blind: z.boolean(),
  reminderDaysBefore: int4({ error: M.reminderDays }, M.reminderDays)
    .min(0, { error: M.reminderDays })
    .max(30, { error: M.reminderDays }),
  /** Alternates ranked per declaration by each run (drawn first when a replacement is needed). */
  alternatesPerDeclaration: int4({ error: M.alternatesRange }, M.alternatesRange)
    .min(0, { error: M.alternatesRange })
    .max(10, { error: M.alternatesRange }),
});
export type ReviewSettingsFields = z.infer<typeof reviewSettingsFields>;

export const DEFAULT_REVIEW_SETTINGS: ReviewSettingsFields = {
  expertsPerDeclaration: 5,
  awardOverrides: {},
  minLoad: 0,
  maxLoad: 30,
  scoreScale: 100,
  normalisation: 'weighted_mean',
  rangeThreshold: 30,
  sdThreshold: 12,
  reviewStart: null,
  reviewEnd: null,
  blind: true,
  reminderDaysBefore: 3,
  alternatesPerDeclaration: 2,
};

export const reviewSettingsSaveSchema = reviewSettingsFields
  .partial()
  .extend({ editionId })
  .refine((s) => s.minLoad === undefined || s.maxLoad === undefined || s.minLoad <= s.maxLoad, {
    error: M.loadOrder,
    path: ['minLoad'],
  })
  .refine((s) => !s.reviewStart || !s.reviewEnd || s.reviewStart < s.reviewEnd, {
    error: M.windowOrder,
    path: ['reviewEnd'],
  });
export type ReviewSettingsSave = z.infer<typeof reviewSettingsSaveSchema>;
export interface ReviewSettingsView extends ReviewSettingsFields {
  editionId: number;
  /** True once a review is submitted: the normalisation can no longer change. */
  normalisationLocked: boolean;
}

// ---- groups ----

const groupMember = z.object({ expertId, role: z.enum(GROUP_ROLES, { error: M.role }) });
export const groupAddSchema = z.object({
  editionId,
  groupName: requiredText(50, M.groupNameRequired),
  awardId: idField(M.editionIdRequired).nullable().optional(),
  discipline: optionalText(50),
  sortNumber: int4({ error: M.kRange }, M.kRange).min(0).max(9999).optional(),
  members: z.array(groupMember).max(500).optional(),
});
export type GroupAdd = z.infer<typeof groupAddSchema>;
export const groupUpdateSchema = groupAddSchema.omit({ editionId: true }).partial().extend({ groupId });
export type GroupUpdate = z.infer<typeof groupUpdateSchema>;
export const groupMoveSchema = z.object({ groupId, declarationIds: idListField(M.declarationIdRequired) });

export interface GroupMemberView {
  expertId: number;
  expertName: string;
  organisation: string;
  discipline: string;
  role: GroupRole;
}
export interface GroupView {
  groupId: number;
  editionId: number;
  groupName: string;
  awardId: number | null;
  discipline: string | null;
  sortNumber: number;
  members: GroupMemberView[];
  declarationCount: number;
}

// ---- conflicts ----

export const conflictAddSchema = z.object({
  expertId,
  declarationId,
  conflictType: z.enum(CONFLICT_TYPES, { error: M.conflictType }),
  reason,
});
export const conflictDecideSchema = z.object({
  conflictId: idField(M.reasonRequired),
  decision: z.enum(['confirmed', 'dismissed'], { error: M.conflictType }),
});
export const conflictListSchema = z.object({
  editionId,
  source: z.enum(CONFLICT_SOURCES).optional(),
  status: z.enum(CONFLICT_STATUSES).optional(),
});
export interface ConflictView {
  conflictId: number;
  expertId: number;
  expertName: string;
  declarationId: number;
  projectName: string;
  conflictType: ConflictType;
  source: ConflictSource;
  status: ConflictStatus;
  reason: string | null;
  createBy: string | null;
  createTime: string;
}

/** `/rest/review/conflict/report`: confirmed conflicts by type and source; all of them by status. */
export interface ConflictReport {
  total: number;
  byType: Partial<Record<ConflictType, number>>;
  bySource: Partial<Record<ConflictSource, number>>;
  byStatus: Partial<Record<ConflictStatus, number>>;
}

// ---- assignment ----

export const assignPreviewSchema = z.object({
  groupId,
  mode: z.enum(ASSIGN_MODES, { error: M.mode }).default('optimal'),
  /** Fill only the missing slots, keeping every current assignment. */
  topUp: z.boolean().default(false),
  seed: int4({ error: M.seed }, M.seed).min(0, { error: M.seed }).optional(),
  /**
   * Drawn mode: the cap q on each (declaration, expert) pair's probability of being drawn
   * (docs/domain.md "Drawn"); 0.5 when absent. Two decimals at most, so that the draw is exact.
   */
  pairCap: z
    .number({ error: M.pairCap })
    .min(0.01, { error: M.pairCap })
    .max(1, { error: M.pairCap })
    .refine((q) => Math.abs(q * 100 - Math.round(q * 100)) < 1e-9, { error: M.pairCap })
    .optional(),
});
export type AssignPreview = z.infer<typeof assignPreviewSchema>;
export const assignmentRemoveSchema = z.object({ expertId, declarationId, reason });
/** Staff add one expert of the declaration's group to it by hand (docs/domain.md "Manual add"). */
export const assignmentAddSchema = z.object({ expertId, declarationId });
export type AssignmentAdd = z.infer<typeof assignmentAddSchema>;
export const assignmentListSchema = z.object({ groupId });

/** `/rest/review/assign/list`: a group's declarations with their current experts. */
export interface GroupAssignments {
  declarationId: number;
  projectName: string;
  /** k for this declaration: the award's override or the edition's setting. */
  expertsWanted: number;
  experts: { expertId: number; expertName: string; organisation: string; match: number; manual: boolean }[];
}

export interface AssignedPair {
  declarationId: number;
  expertId: number;
  match: number;
  /** Why this expert: the parts of the match. */
  why: string[];
}
export interface Unfilled {
  declarationId: number;
  missing: number;
  reason: MessageRef;
}
export interface AssignmentQuality {
  declarations: number;
  experts: number;
  meanMatch: number;
  minMatch: number;
  minLoad: number;
  maxLoad: number;
  meanLoad: number;
}
/** The next best feasible experts of a declaration after a run, best first (drawn first on replacement). */
export interface DeclarationAlternates {
  declarationId: number;
  experts: { expertId: number; match: number }[];
}
/** What a run was solved under, stored with it for the draw record. */
export interface RunBasis {
  expertsPerDeclaration: number;
  awardOverrides: Record<string, number>;
  minLoad: number;
  maxLoad: number;
  /** Confirmed conflicts between the group's experts and the run's declarations, by type. */
  excludedByType: Partial<Record<ConflictType, number>>;
}
export interface RunView {
  runId: number;
  groupId: number;
  kind: RunKind;
  mode: AssignMode;
  topUp: boolean;
  status: RunStatus;
  seed: number;
  /** Drawn runs: the cap q on each pair's probability (null for optimal runs). */
  pairCap: number | null;
  inputHash: string;
  solver: string;
  message: string | null;
  added: AssignedPair[];
  removed: { declarationId: number; expertId: number }[];
  unfilled: Unfilled[];
  alternates: DeclarationAlternates[];
  quality: AssignmentQuality | null;
  /** Null for runs stored before the basis was kept. */
  basis: RunBasis | null;
  /** Names of the declarations and experts the run mentions, for the preview and the record. */
  declarationNames: Record<string, string>;
  expertNames: Record<string, string>;
  createBy: string | null;
  createTime: string;
  appliedBy: string | null;
  appliedTime: string | null;
}
export const runListSchema = z.object({ groupId });

/** The printable draw record (抽取记录) of one run: what a supervisory committee checks. */
export interface DrawRecord {
  run: RunView;
  editionName: string;
  groupName: string;
  /** Replacement runs on the group after this run. */
  replacements: RunView[];
}

// ---- the declarer's avoidance requests (回避申请) ----

/**
 * A declarer names whom to avoid without seeing the pool or the assignments: an
 * organisation, and optionally an expert's name in it (docs/domain.md "Avoidance requests").
 */
export const avoidAddSchema = z.object({
  declarationId,
  organisation: requiredText(100, M.organisationRequired),
  expertName: optionalText(50),
  reason,
});
export type AvoidAdd = z.infer<typeof avoidAddSchema>;
export const avoidListSchema = z.object({ declarationId });
export interface AvoidRequestView {
  requestId: number;
  declarationId: number;
  organisation: string;
  expertName: string | null;
  reason: string;
  status: AvoidStatus;
  createTime: string;
}
/** Most requests one declaration may make. */
export const MAX_AVOID_REQUESTS = 10;
/** The declaration statuses in which its declarer may still ask for an avoidance: submitted, before the meeting. */
export const AVOID_OPEN_STATUSES: readonly DeclarationStatus[] = [
  'submitted',
  'returned',
  'resubmitted',
  'passed',
  'recommended',
  'expert_review',
];

// ---- reviews ----

export const reviewReopenSchema = z.object({ reviewId: idField(M.reviewIdRequired), reason });

const score = z.number({ error: M.score }).min(0, { error: M.score }).max(1000, { error: M.score });
export const reviewerSaveSchema = z.object({
  declarationId,
  scores: z.array(z.object({ standardId: idField(M.score), score })).max(30, { error: M.score }),
  comment: optionalText(2000),
  familiarity: int4({ error: M.familiarity }, M.familiarity)
    .min(1, { error: M.familiarity })
    .max(3, { error: M.familiarity })
    .nullable()
    .optional(),
});
export type ReviewerSave = z.infer<typeof reviewerSaveSchema>;
export const reviewerDeclarationSchema = z.object({ declarationId });
export const reviewerConflictSchema = z.object({ declarationId, reason });
/** One attachment of an assigned declaration, streamed to the expert (the name masked when blind). */
export const reviewerAttachmentSchema = z.object({
  declarationId,
  fileId: z.uuid({ error: M.attachmentNotFound }),
});

/** Where the review window stands for the expert: before it, inside it (writable), after it. */
export type ReviewWindow = 'not_yet' | 'open' | 'closed';

/** One assigned declaration in the expert's list (`/rest/reviewer/list`). */
export interface ReviewerItem {
  declarationId: number;
  projectName: string;
  awardId: number;
  awardName: string;
  editionName: string;
  discipline: string | null;
  reviewStart: string | null;
  reviewEnd: string | null;
  window: ReviewWindow;
  status: ReviewStatus | 'not_started';
  /** Their own total (0..100) once every standard is scored; never another expert's. */
  total: number | null;
}

/** An attachment as the expert sees it: under a blind review its name is its type and number. */
export interface ReviewerAttachment {
  fileId: string;
  fileName: string;
  size: number;
  attachmentType: string;
}

export interface ReviewerStandard {
  standardId: number;
  standardName: string;
  description: string | null;
  maxScore: number;
  weight: number;
}

/** The expert's own review of the declaration (never another expert's). */
export interface ReviewerOwnReview {
  status: ReviewStatus;
  scores: Record<string, number>;
  total: number | null;
  comment: string | null;
  familiarity: number | null;
  submittedAt: string | null;
  updateTime: string | null;
  /** Set when staff reopened a submitted review. */
  reopenReason: string | null;
}

/** One assigned declaration as the expert reads it (`/rest/reviewer/detail`). */
export interface ReviewerDetail {
  declarationId: number;
  projectName: string;
  awardId: number;
  awardName: string;
  editionName: string;
  discipline: string | null;
  summary: string | null;
  keyData: Record<string, string | number>;
  blind: boolean;
  /** Absent when the review is blind. */
  unitName?: string | null;
  recommendUnit?: string | null;
  completers?: { name: string; unit: string | null; contribution: string | null }[];
  attachments: ReviewerAttachment[];
  reviewStart: string | null;
  reviewEnd: string | null;
  window: ReviewWindow;
  standards: ReviewerStandard[];
  review: ReviewerOwnReview | null;
}

/** What a save or submit answers. */
export interface ReviewerSaved {
  declarationId: number;
  status: ReviewStatus;
  total: number | null;
  updateTime: string;
}

/** Familiarity with the declaration's field, 1..3. */
export const FAMILIARITY_LEVELS = [1, 2, 3] as const;
export const FAMILIARITY_NAMES: Record<1 | 2 | 3, MessageRef> = defineMessages('reviewFamiliarity', {
  1: ['一般了解', '一般了解', 'Somewhat familiar'],
  2: ['比较熟悉', '比較熟悉', 'Familiar'],
  3: ['非常熟悉', '非常熟悉', 'Very familiar'],
});

export interface ScoreRow {
  declarationId: number;
  projectName: string;
  reviews: number;
  submitted: number;
  scores: Record<Normalisation, number | null>;
  ranked: number | null;
  flags: { range: boolean; sd: boolean; outliers: number[] };
}

// ---- progress, closing the review, reminders (docs/domain.md "Lifecycle") ----

/** Close the edition's review although reviews are missing (REVIEW_CLOSE): the reason is kept. */
export const reviewCloseSchema = z.object({ editionId, reason });
export type ReviewClose = z.infer<typeof reviewCloseSchema>;
/** Remind the experts with unsubmitted reviews of an edition, or of one of its groups. */
export const reviewRemindSchema = z.object({ editionId, groupId: groupId.optional() });
export type ReviewRemind = z.infer<typeof reviewRemindSchema>;
/** The reviews of an edition, of one expert or of one declaration (the console's reopen list). */
export const reviewListSchema = z.object({
  editionId,
  expertId: expertId.optional(),
  declarationId: declarationId.optional(),
});
export type ReviewListQuery = z.infer<typeof reviewListSchema>;

export interface ProgressCounts {
  assigned: number;
  drafted: number;
  submitted: number;
  /** Not submitted and the review window has ended. */
  overdue: number;
}
export interface GroupProgress extends ProgressCounts {
  groupId: number;
  groupName: string;
  experts: number;
}
export interface ExpertProgress extends ProgressCounts {
  expertId: number;
  expertName: string;
  groupId: number | null;
  groupName: string | null;
}
/** Where the edition stands: can it leave the review? */
export interface ReviewStanding {
  editionStatus: string;
  reviewEnd: string | null;
  /** Declarations in expert review. */
  inExpertReview: number;
  /** Of those, how many lack their submitted reviews (k per declaration). */
  lacking: number;
  closed: { by: string; at: string; reason: string } | null;
  /** No declaration lacks reviews, or staff closed the review: the review is no obstacle to leaving. */
  reviewsDone: boolean;
  lastReminder: { kind: ReminderKind; at: string; by: string | null; experts: number } | null;
}
export interface ReviewProgress {
  standing: ReviewStanding;
  groups: GroupProgress[];
  experts: ExpertProgress[];
}
export interface ReviewItem {
  reviewId: number;
  declarationId: number;
  projectName: string;
  expertId: number;
  expertName: string;
  status: ReviewStatus;
  total: number | null;
  submittedAt: string | null;
  reopenReason: string | null;
  reopenedBy: string | null;
}
export interface RemindOutcome {
  /** Experts with unsubmitted reviews, reminded. */
  experts: number;
  /** In-site messages sent (experts with a user account). */
  messages: number;
  /** SMS handed to the SMS channel, and how many of them failed (no phone, channel error). */
  sms: number;
  smsFailed: number;
}
