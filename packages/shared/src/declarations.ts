import { z } from 'zod';
import { filterText, idField, optionalText, requiredText } from './admin-fields';
import {
  DECLARATION_STATUSES,
  type DeclarationAction,
  type DeclarationActor,
  type DeclarationStatus,
} from './declaration-names';
import { EXPORT_MAX_ROWS } from './exports';
import { defineMessages, type MessageRef } from './i18n';
import { pageRequestSchema } from './paging';
import { id4, int4, isoDateTime, text } from './primitives';

export * from './declaration-names';

/**
 * Declarations (申报): one application for one award in one edition, its
 * completers, attachments and the append-only audit trail (DOMAIN.md
 * "Declaration lifecycle", docs/domain.md "Declarations"). The moves between
 * statuses are decided by the server's one table (modules/declarations/transitions.ts).
 */

export const ATTACHMENT_TYPES = ['application', 'evidence', 'report', 'certificate', 'other'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
export const ATTACHMENT_TYPE_NAMES: Record<AttachmentType, MessageRef> = defineMessages('attachmentType', {
  application: ['申报书', '申報書', 'Application'],
  evidence: ['证明材料', '證明材料', 'Evidence'],
  report: ['技术报告', '技術報告', 'Technical report'],
  certificate: ['知识产权证明', '知識產權證明', 'IP certificate'],
  other: ['其他', '其他', 'Other'],
});

export const MAX_COMPLETERS = 30;
export const MAX_ATTACHMENTS = 20;
export const MAX_KEY_DATA = 30;

/** The export's row cap (issue 14 §5: exports stream, so the one cap of every list). */
export const DECLARATION_EXPORT_MAX_ROWS = EXPORT_MAX_ROWS;

/**
 * The words of the server's declaration files: the printable form (申报书: the print view and
 * its workbook) and the list export, written in the language of whoever asks for them.
 */
export const DECLARATION_FILE_MESSAGES = defineMessages('declarationFile', {
  formTitle: ['{edition}{award}申报书', '{edition}{award}申報書', '{edition}, {award}: declaration form'],
  formSheet: ['申报书', '申報書', 'Declaration form'],
  pageTitle: ['{title}：{project}', '{title}：{project}', '{title}: {project}'],
  formFile: ['申报书-{id}.xlsx', '申報書-{id}.xlsx', 'declaration-{id}.xlsx'],
  listSheet: ['申报列表', '申報列表', 'Declarations'],
  listFile: ['申报列表.xlsx', '申報列表.xlsx', 'declarations.xlsx'],
  declarationId: ['申报编号', '申報編號', 'Declaration no.'],
  edition: ['届次', '屆次', 'Edition'],
  award: ['奖项', '獎項', 'Award'],
  grade: ['拟申报等级', '擬申報等級', 'Intended grade'],
  gradeLevel: ['第{level}级', '第{level}級', 'Level {level}'],
  projectName: ['项目名称', '項目名稱', 'Project'],
  unit: ['申报单位', '申報單位', 'Declaring unit'],
  recommendUnit: ['推荐单位', '推薦單位', 'Recommending unit'],
  discipline: ['学科领域', '學科領域', 'Discipline'],
  region: ['行政区划', '行政區劃', 'Region'],
  status: ['状态', '狀態', 'Status'],
  submittedAt: ['提交时间', '提交時間', 'Submitted'],
  createdAt: ['创建时间', '創建時間', 'Created'],
  summary: ['项目简介', '項目簡介', 'Summary'],
  keyData: ['关键数据：{name}', '關鍵數據：{name}', 'Key data: {name}'],
  completers: ['主要完成人', '主要完成人', 'Main completers'],
  rank: ['排名', '排名', 'Rank'],
  name: ['姓名', '姓名', 'Name'],
  workUnit: ['工作单位', '工作單位', 'Employer'],
  contribution: ['主要贡献', '主要貢獻', 'Main contribution'],
  attachments: ['附件清单', '附件清單', 'Attachments'],
  number: ['序号', '序號', 'No.'],
  type: ['类型', '類型', 'Type'],
  fileName: ['文件名', '文件名', 'File name'],
  size: ['大小', '大小', 'Size'],
  trail: ['审核记录', '審核記錄', 'Audit trail'],
  time: ['时间', '時間', 'Time'],
  action: ['操作', '操作', 'Action'],
  change: ['状态变化', '狀態變化', 'Status change'],
  actor: ['操作人', '操作人', 'By'],
  actorKind: ['{actor}（{kind}）', '{actor}（{kind}）', '{actor} ({kind})'],
  opinion: ['意见', '意見', 'Opinion'],
  none: ['（无）', '（無）', '(none)'],
});

export const DECLARATION_MESSAGES = defineMessages('declarations', {
  declarationIdRequired: ['请选择申报', '請選擇申報', 'Please choose a declaration'],
  editionIdRequired: ['请选择届次', '請選擇屆次', 'Please choose an edition'],
  awardIdRequired: ['请选择奖项', '請選擇獎項', 'Please choose an award'],
  unitIdRequired: ['请选择申报单位', '請選擇申報單位', 'Please choose the declaring unit'],
  projectNameRequired: ['请输入项目名称', '請輸入項目名稱', 'Please enter the project name'],
  projectNameTooLong: [
    '项目名称不能超过200个字符',
    '項目名稱不能超過200個字符',
    'The project name is at most 200 characters',
  ],
  gradeLevel: ['拟申报等级不正确', '擬申報等級不正確', 'The intended grade is not valid'],
  regionCode: ['行政区划代码须为6位数字', '行政區劃代碼須為6位數字', 'A region code is 6 digits'],
  completersRequired: ['请至少填写一位完成人', '請至少填寫一位完成人', 'Give at least one completer'],
  completersTooMany: [
    `完成人不能超过${MAX_COMPLETERS}位`,
    `完成人不能超過${MAX_COMPLETERS}位`,
    `At most ${MAX_COMPLETERS} completers`,
  ],
  completerNameRequired: ['请输入完成人姓名', '請輸入完成人姓名', "Please enter the completer's name"],
  completerNameTooLong: [
    '完成人姓名不能超过50个字符',
    '完成人姓名不能超過50個字符',
    "The completer's name is at most 50 characters",
  ],
  completerUnitTooLong: [
    '完成人单位不能超过100个字符',
    '完成人單位不能超過100個字符',
    "The completer's unit is at most 100 characters",
  ],
  contributionTooLong: [
    '主要贡献不能超过500个字符',
    '主要貢獻不能超過500個字符',
    'The contribution is at most 500 characters',
  ],
  attachmentsTooMany: [
    `附件不能超过${MAX_ATTACHMENTS}个`,
    `附件不能超過${MAX_ATTACHMENTS}個`,
    `At most ${MAX_ATTACHMENTS} attachments`,
  ],
  attachmentType: ['附件类型不正确', '附件類型不正確', 'The attachment type is not valid'],
  fileId: ['附件文件不正确', '附件檔案不正確', 'The attachment file is not valid'],
  keyDataTooMany: [
    `关键数据不能超过${MAX_KEY_DATA}项`,
    `關鍵數據不能超過${MAX_KEY_DATA}項`,
    `At most ${MAX_KEY_DATA} key figures`,
  ],
  keyDataNameRequired: ['关键数据名称不能为空', '關鍵數據名稱不能為空', 'A key figure needs a name'],
  keyDataNameTooLong: ['关键数据名称过长', '關鍵數據名稱過長', "A key figure's name is too long"],
  keyDataValueTooLong: ['关键数据内容过长', '關鍵數據內容過長', "A key figure's value is too long"],
  keyDataValue: ['关键数据须为文字或数字', '關鍵數據須為文字或數字', 'A key figure is a text or a number'],
  keyData: ['关键数据格式不正确', '關鍵數據格式不正確', 'The key figures are not valid'],
  recommendUnitTooLong: [
    '推荐单位不能超过100个字符',
    '推薦單位不能超過100個字符',
    'The recommending unit is at most 100 characters',
  ],
  recommendUnitUnknown: [
    '推荐单位不存在，请从列表中选择',
    '推薦單位不存在，請從列表中選擇',
    'The recommending unit does not exist: please choose one from the list',
  ],
  disciplineTooLong: [
    '学科领域不能超过50个字符',
    '學科領域不能超過50個字符',
    'The discipline is at most 50 characters',
  ],
  summaryTooLong: [
    '项目简介不能超过5000个字符',
    '項目簡介不能超過5000個字符',
    'The summary is at most 5000 characters',
  ],
  status: ['申报状态不正确', '申報狀態不正確', 'The status is not valid'],
  date: ['时间格式不正确', '時間格式不正確', 'The time is not valid'],
  reasonRequired: ['请填写撤回原因', '請填寫撤回原因', 'Please give the reason for the withdrawal'],
  reasonTooLong: [
    '撤回原因不能超过500个字符',
    '撤回原因不能超過500個字符',
    'The reason is at most 500 characters',
  ],
  untilRequired: ['请填写延长截止时间', '請填寫延長截止時間', 'Please give the end of the extension'],
  untilPast: [
    '延长截止时间须晚于当前时间',
    '延長截止時間須晚於當前時間',
    'The extension must end in the future',
  ],
  extensionReasonTooLong: [
    '原因不能超过500个字符',
    '原因不能超過500個字符',
    'The reason is at most 500 characters',
  ],
  notFound: ['申报不存在', '申報不存在', 'The declaration does not exist'],
  unitNotFound: [
    '申报单位不存在或不是申报单位类型',
    '申報單位不存在或不是申報單位類型',
    'The declaring unit does not exist or is not a declaring unit',
  ],
  editionNotFound: ['届次不存在', '屆次不存在', 'The edition does not exist'],
  awardNotInEdition: ['该奖项不在本届次中', '該獎項不在本屆次中', 'The award is not in this edition'],
  disciplineUnknown: [
    '学科领域不在学科字典中',
    '學科領域不在學科字典中',
    'The discipline is not in the discipline dictionary',
  ],
  regionUnknown: ['行政区划不存在', '行政區劃不存在', 'The region does not exist'],
  gradeNotInAward: [
    '拟申报等级不在该奖项的等级中',
    '擬申報等級不在該獎項的等級中',
    "The intended grade is not one of the award's grades",
  ],
  fileMissing: [
    '附件不存在或不是本人上传的附件，请重新上传',
    '附件不存在或不是本人上傳的附件，請重新上傳',
    'The attachment does not exist or was not uploaded by you: please upload it again',
  ],
  onlyDraftDelete: [
    '只有草稿状态的申报可以删除，当前为「{status}」',
    '只有草稿狀態的申報可以刪除，當前為「{status}」',
    'Only a draft can be deleted; this one is “{status}”',
  ],
  notEditable: [
    '申报处于「{status}」状态，不能修改',
    '申報處於「{status}」狀態，不能修改',
    'The declaration is “{status}”: it cannot be changed',
  ],
  exportTooMany: [
    '符合条件的申报有 {total} 条，超过单次导出上限 {max} 条，请缩小查询范围',
    '符合條件的申報有 {total} 條，超過單次匯出上限 {max} 條，請縮小查詢範圍',
    '{total} declarations match, more than the {max} one export allows: please narrow the search',
  ],
  // ---- the refusals of the state machine (server, modules/declarations/transitions.ts) ----
  /** An action the edition's status does not allow, one message per action. */
  editionNotInExamine: [
    '届次当前为「{status}」，不能进行形式审查',
    '屆次當前為「{status}」，不能進行形式審查',
    'The edition is “{status}”: the formal examination cannot take place',
  ],
  editionNotInRecommend: [
    '届次当前为「{status}」，不能推荐',
    '屆次當前為「{status}」，不能推薦',
    'The edition is “{status}”: declarations cannot be recommended',
  ],
  recommendationClosed: [
    '推荐时间已于 {at} 结束（形式审查截止）',
    '推薦時間已於 {at} 結束（形式審查截止）',
    'Recommendation closed at {at} (the end of the formal examination)',
  ],
  editionNotInStartReview: [
    '届次当前为「{status}」，不能进入专家评审',
    '屆次當前為「{status}」，不能進入專家評審',
    'The edition is “{status}”: declarations cannot go to the expert review',
  ],
  editionNotInToMeeting: [
    '届次当前为「{status}」，不能进入会议评审',
    '屆次當前為「{status}」，不能進入會議評審',
    'The edition is “{status}”: declarations cannot go to the meeting review',
  ],
  editionNotInPropose: [
    '届次当前为「{status}」，不能拟定等级',
    '屆次當前為「{status}」，不能擬定等級',
    'The edition is “{status}”: grades cannot be proposed',
  ],
  editionNotInResult: [
    '届次当前为「{status}」，不能确定或重开评审结果',
    '屆次當前為「{status}」，不能確定或重開評審結果',
    'The edition is “{status}”: review results cannot be confirmed or reopened',
  ],
  editionNotInPublicise: [
    '届次当前为「{status}」，不能公示',
    '屆次當前為「{status}」，不能公示',
    'The edition is “{status}”: declarations cannot be publicised',
  ],
  editionNotInAward: [
    '届次当前为「{status}」，不能授奖',
    '屆次當前為「{status}」，不能授獎',
    'The edition is “{status}”: awards cannot be given',
  ],
  editionNotInRevoke: [
    '届次当前为「{status}」，不能撤销',
    '屆次當前為「{status}」，不能撤銷',
    'The edition is “{status}”: declarations cannot be revoked',
  ],
  // The award's flow in the edition decides the path (docs/domain.md "The award's flow").
  stageNotInFlow: [
    '该奖项的评审流程不含「{stage}」，不能「{action}」',
    '該獎項的評審流程不含「{stage}」，不能「{action}」',
    'The award’s flow has no “{stage}”: “{action}” is not possible',
  ],
  stageFirst: [
    '该奖项的评审流程含「{stage}」，申报须先经「{stage}」才能「{action}」',
    '該獎項的評審流程含「{stage}」，申報須先經「{stage}」才能「{action}」',
    'The award’s flow has “{stage}”: the declaration must go through “{stage}” before “{action}”',
  ],
  expertReviewNotDone: [
    '专家评审尚未完成（评审意见未全部提交，且未结束评审），不能「{action}」',
    '專家評審尚未完成（評審意見未全部提交，且未結束評審），不能「{action}」',
    'The expert review is not done (reviews are missing and the review is not closed): “{action}” is not possible',
  ],
  examinationClosed: [
    '形式审查时间已于 {at} 结束，不能再修改',
    '形式審查時間已於 {at} 結束，不能再修改',
    'The formal examination ended at {at}: the declaration cannot change any more',
  ],
  outsideWindow: [
    '届次当前为「{status}」，不在申报时间内',
    '屆次當前為「{status}」，不在申報時間內',
    'The edition is “{status}”: declaration is not open',
  ],
  windowNotOpen: [
    '申报时间尚未开始（{at} 开始）',
    '申報時間尚未開始（{at} 開始）',
    'Declaration has not opened yet (it opens {at})',
  ],
  windowClosed: ['申报时间已于 {at} 结束', '申報時間已於 {at} 結束', 'Declaration closed at {at}'],
  editionFinished: [
    '届次已结束，申报状态不能再变更',
    '屆次已結束，申報狀態不能再變更',
    "The edition has finished: the declaration's status cannot change",
  ],
  finalStatus: [
    '申报已处于「{status}」状态，不能再变更',
    '申報已處於「{status}」狀態，不能再變更',
    'The declaration is “{status}”: it cannot change any more',
  ],
  wrongStatus: [
    '申报当前为「{status}」，不能「{action}」',
    '申報當前為「{status}」，不能「{action}」',
    'The declaration is “{status}”: “{action}” is not possible',
  ],
  /** An action this kind of actor may not take, one message per actor. */
  wrongActorDeclarer: [
    '申报人不能对申报执行「{action}」',
    '申報人不能對申報執行「{action}」',
    'A declarer may not take “{action}” on a declaration',
  ],
  wrongActorExaminer: [
    '形式审查人员不能对申报执行「{action}」',
    '形式審查人員不能對申報執行「{action}」',
    'An examiner may not take “{action}” on a declaration',
  ],
  wrongActorStaff: [
    '工作人员不能对申报执行「{action}」',
    '工作人員不能對申報執行「{action}」',
    'Staff may not take “{action}” on a declaration',
  ],
  wrongActorRecommender: [
    '推荐单位不能对申报执行「{action}」',
    '推薦單位不能對申報執行「{action}」',
    'A recommending unit may not take “{action}” on a declaration',
  ],
  opinionRequired: ['「{action}」须填写意见', '「{action}」須填寫意見', '“{action}” needs an opinion'],
});

const declarationId = idField(DECLARATION_MESSAGES.declarationIdRequired);
const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

export const completerSchema = z.object({
  name: requiredText(
    50,
    DECLARATION_MESSAGES.completerNameRequired,
    DECLARATION_MESSAGES.completerNameTooLong,
  ),
  unit: optionalText(100, DECLARATION_MESSAGES.completerUnitTooLong),
  contribution: optionalText(500, DECLARATION_MESSAGES.contributionTooLong),
});
export type CompleterInput = z.infer<typeof completerSchema>;

export const attachmentSchema = z.object({
  fileId: z.uuid({ error: DECLARATION_MESSAGES.fileId }),
  attachmentType: z.enum(ATTACHMENT_TYPES, { error: DECLARATION_MESSAGES.attachmentType }),
});
export type AttachmentInput = z.infer<typeof attachmentSchema>;

const keyDataField = z
  .record(
    text()
      .trim()
      .min(1, { error: DECLARATION_MESSAGES.keyDataNameRequired })
      .max(50, { error: DECLARATION_MESSAGES.keyDataNameTooLong }),
    z.union([text().max(500, { error: DECLARATION_MESSAGES.keyDataValueTooLong }), z.number()], {
      error: DECLARATION_MESSAGES.keyDataValue,
    }),
    { error: DECLARATION_MESSAGES.keyData },
  )
  .refine((v) => Object.keys(v).length <= MAX_KEY_DATA, { error: DECLARATION_MESSAGES.keyDataTooMany });

/** The content a declarer writes (and staff on a unit's behalf). */
const contentFields = {
  gradeLevel: z
    .preprocess(
      (v) => (v === '' ? null : v),
      int4({ error: DECLARATION_MESSAGES.gradeLevel })
        .min(1, { error: DECLARATION_MESSAGES.gradeLevel })
        .max(99, { error: DECLARATION_MESSAGES.gradeLevel })
        .nullable(),
    )
    .optional(),
  projectName: requiredText(
    200,
    DECLARATION_MESSAGES.projectNameRequired,
    DECLARATION_MESSAGES.projectNameTooLong,
  ),
  /**
   * The recommending unit (an organisation of type recommender) whose users recommend the
   * declaration on the site, picked from `/rest/declarer/recommendUnits` (the site) or
   * `/rest/declare/recommendUnits` (the portal): its name becomes `recommendUnit`; null names
   * none; left out: unchanged. No typed name: a recommending unit is always one of the list.
   */
  recommendUnitId: z
    .preprocess((v) => (v === '' ? null : v), id4(DECLARATION_MESSAGES.recommendUnitUnknown).nullable())
    .optional(),
  discipline: optionalText(50, DECLARATION_MESSAGES.disciplineTooLong),
  regionCode: z
    .preprocess(
      (v) => (v === '' ? null : v),
      text({ error: DECLARATION_MESSAGES.regionCode })
        .regex(/^\d{6}$/, { error: DECLARATION_MESSAGES.regionCode })
        .nullable(),
    )
    .optional(),
  summary: optionalText(5000, DECLARATION_MESSAGES.summaryTooLong),
  keyData: keyDataField.optional(),
  completers: z
    .array(completerSchema, { error: DECLARATION_MESSAGES.completersRequired })
    .min(1, { error: DECLARATION_MESSAGES.completersRequired })
    .max(MAX_COMPLETERS, { error: DECLARATION_MESSAGES.completersTooMany }),
  attachments: z
    .array(attachmentSchema, { error: DECLARATION_MESSAGES.fileId })
    .max(MAX_ATTACHMENTS, { error: DECLARATION_MESSAGES.attachmentsTooMany })
    .default([]),
};

const target = {
  editionId: idField(DECLARATION_MESSAGES.editionIdRequired),
  awardId: idField(DECLARATION_MESSAGES.awardIdRequired),
};

/** A declarer creates for their own unit: no unit in the request. */
export const declarationContentSchema = z.object({ ...target, ...contentFields });
export type DeclarationContent = z.infer<typeof declarationContentSchema>;

/** Staff create on a unit's behalf. */
export const declarationAddSchema = declarationContentSchema.extend({
  unitId: idField(DECLARATION_MESSAGES.unitIdRequired),
});
export type DeclarationAdd = z.infer<typeof declarationAddSchema>;

/** An edit replaces the content (completers and attachments as whole sets); edition and unit stay. */
export const declarationUpdateSchema = z.object({
  declarationId,
  awardId: target.awardId,
  ...contentFields,
});
export type DeclarationUpdate = z.infer<typeof declarationUpdateSchema>;

export const declarationIdSchema = z.object({ declarationId });

/** Withdrawal (撤回/revocation): the reason is kept in the audit trail. */
export const declarationWithdrawSchema = z.object({
  declarationId,
  reason: requiredText(500, DECLARATION_MESSAGES.reasonRequired, DECLARATION_MESSAGES.reasonTooLong),
});
export type DeclarationWithdraw = z.infer<typeof declarationWithdrawSchema>;

const dateFilter = z
  .preprocess(blankToUndefined, isoDateTime(DECLARATION_MESSAGES.date).optional())
  .optional();
const idFilter = (message: MessageRef) =>
  z.preprocess(blankToUndefined, idField(message).optional()).optional();

export const declarationFilterSchema = z.object({
  editionId: idFilter(DECLARATION_MESSAGES.editionIdRequired),
  awardId: idFilter(DECLARATION_MESSAGES.awardIdRequired),
  status: z
    .preprocess(
      blankToUndefined,
      z.enum(DECLARATION_STATUSES, { error: DECLARATION_MESSAGES.status }).optional(),
    )
    .optional(),
  unitId: idFilter(DECLARATION_MESSAGES.unitIdRequired),
  regionCode: z
    .preprocess(
      blankToUndefined,
      text()
        .regex(/^\d{6}$/, { error: DECLARATION_MESSAGES.regionCode })
        .optional(),
    )
    .optional(),
  discipline: filterText,
  projectName: filterText,
  submittedFrom: dateFilter,
  submittedTo: dateFilter,
});
export type DeclarationFilter = z.infer<typeof declarationFilterSchema>;

export const declarationPageQuerySchema = pageRequestSchema.extend(declarationFilterSchema.shape);
export type DeclarationPageQuery = z.infer<typeof declarationPageQuerySchema>;

/** Staff extend one unit's declaration window in one edition (null until removes it). */
export const windowExtensionSchema = z.object({
  editionId: target.editionId,
  unitId: idField(DECLARATION_MESSAGES.unitIdRequired),
  until: z.preprocess(
    (v) => (v === '' ? null : v),
    isoDateTime(DECLARATION_MESSAGES.untilRequired).nullable(),
  ),
  reason: optionalText(500, DECLARATION_MESSAGES.extensionReasonTooLong),
});
export type WindowExtension = z.infer<typeof windowExtensionSchema>;

// ---- answers ----

export interface CompleterView {
  name: string;
  unit: string | null;
  contribution: string | null;
  sortNumber: number;
}

export interface AttachmentView {
  fileId: string;
  attachmentType: AttachmentType;
  fileName: string;
  size: number;
  mime: string;
}

export interface AuditEntry {
  auditId: number;
  action: DeclarationAction;
  fromStatus: DeclarationStatus | null;
  toStatus: DeclarationStatus;
  opinion: string | null;
  actorKind: DeclarationActor;
  /** The login name of who acted. */
  actor: string;
  actorName: string | null;
  createTime: string;
}

export interface DeclarationView {
  declarationId: number;
  editionId: number;
  editionName: string;
  awardId: number;
  awardName: string;
  gradeLevel: number | null;
  /** The intended grade's name in the edition (一等奖), null without a grade. */
  gradeName: string | null;
  projectName: string;
  unitId: number;
  unitName: string;
  recommendUnit: string | null;
  /** The recommending unit's organisation, when the declaration names one from the list. */
  recommendUnitId: number | null;
  /** A code of the discipline dictionary. */
  discipline: string | null;
  /** The discipline's label in the language of the call (the code when the dictionary has none). */
  disciplineName: string | null;
  regionCode: string | null;
  /** The region's full name in the language of the call: province / city / county. */
  regionName: string | null;
  status: DeclarationStatus;
  submittedAt: string | null;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

export interface DeclarationDetail extends DeclarationView {
  summary: string | null;
  keyData: Record<string, string | number>;
  completers: CompleterView[];
  attachments: AttachmentView[];
  /** Oldest first: the whole trail, every opinion included. */
  audits: AuditEntry[];
  /** The declaration of an earlier edition this one was carried over from (结转), if any. */
  carriedFrom: CarryLink | null;
  /** The copy in a later edition this one was carried into, if any. */
  carriedTo: CarryLink | null;
}

/** The other end of a carry-over (docs/domain.md "Carry-over"): which declaration, in which edition. */
export interface CarryLink {
  declarationId: number;
  editionName: string;
}
