import { z } from 'zod';
import { idField, optionalBody, optionalPattern, optionalText, requiredText } from './admin-fields';
import { defineMessages, type MessageRef } from './i18n';
import { pageRequestSchema } from './paging';
import { isoDateTime } from './primitives';
import { PATTERNS, MESSAGES as V } from './validators';

/**
 * Objections (异议) against an entry of a published list, and the awarding at the end of the
 * publicity (docs/domain.md "Objections and awarding (issue 17)"). Filed on the public site by a
 * signed-in client user; screened (OBJECTION_SCREEN), investigated with requests to the units
 * and concluded (OBJECTION_HANDLE); the awarding (OBJECTION_AWARD) awards or revokes.
 */

export const OBJECTION_STATUSES = ['filed', 'admitted', 'not_admitted', 'upheld', 'dismissed'] as const;
export type ObjectionStatus = (typeof OBJECTION_STATUSES)[number];
/** Open: the declaration it names waits for it (the awarding holds it). */
export const OPEN_OBJECTION_STATUSES: readonly ObjectionStatus[] = ['filed', 'admitted'];

/** The reasons the rules give for not admitting an objection (不予受理). */
export const SCREENING_REASONS = [
  'anonymous',
  'late',
  'no_evidence',
  'grade_only',
  'unrelated',
  'repeated',
] as const;
export type ScreeningReason = (typeof SCREENING_REASONS)[number];

export const OBJECTION_REQUEST_TARGETS = ['declaring_unit', 'recommending_unit'] as const;
export type ObjectionRequestTarget = (typeof OBJECTION_REQUEST_TARGETS)[number];

export const OBJECTION_STEPS = [
  'filed',
  'admitted',
  'not_admitted',
  'requested',
  'responded',
  'upheld',
  'dismissed',
] as const;
export type ObjectionStep = (typeof OBJECTION_STEPS)[number];

/** At most this many evidence files on an objection, or on a unit's response. */
export const MAX_EVIDENCE = 10;

export const OBJECTION_STATUS_NAMES: Record<ObjectionStatus, MessageRef> = defineMessages('objectionStatus', {
  filed: ['待受理', '待受理', 'Filed'],
  admitted: ['调查中', '調查中', 'Under investigation'],
  not_admitted: ['不予受理', '不予受理', 'Not admitted'],
  upheld: ['异议成立', '異議成立', 'Upheld'],
  dismissed: ['异议不成立', '異議不成立', 'Dismissed'],
});

export const SCREENING_REASON_NAMES: Record<ScreeningReason, MessageRef> = defineMessages('objectionReason', {
  anonymous: ['匿名或未署真实姓名', '匿名或未署真實姓名', 'Anonymous, or not in a real name'],
  late: ['超出公示期', '超出公示期', 'Filed after the publicity period'],
  no_evidence: ['无证据材料', '無證據材料', 'No evidence'],
  grade_only: ['仅对授奖等级有异议', '僅對授獎等級有異議', 'Disputes only the grade'],
  unrelated: ['与该项目无关', '與該項目無關', 'Unrelated to the declaration'],
  repeated: ['重复提出', '重複提出', 'Repeated'],
});

export const OBJECTION_TARGET_NAMES: Record<ObjectionRequestTarget, MessageRef> = defineMessages(
  'objectionTarget',
  {
    declaring_unit: ['申报单位', '申報單位', 'Declaring unit'],
    recommending_unit: ['推荐单位', '推薦單位', 'Recommending unit'],
  },
);

export const OBJECTION_STEP_NAMES: Record<ObjectionStep, MessageRef> = defineMessages('objectionStep', {
  filed: ['提出异议', '提出異議', 'Filed'],
  admitted: ['受理', '受理', 'Admitted'],
  not_admitted: ['不予受理', '不予受理', 'Not admitted'],
  requested: ['要求说明', '要求說明', 'Response requested'],
  responded: ['单位答复', '單位答覆', 'Unit responded'],
  upheld: ['异议成立', '異議成立', 'Upheld'],
  dismissed: ['异议不成立', '異議不成立', 'Dismissed'],
});

export const OBJECTION_MESSAGES = defineMessages('objections', {
  notFound: ['异议不存在', '異議不存在', 'The objection does not exist'],
  snapshotRequired: ['请选择公示', '請選擇公示', 'Please choose a published list'],
  declarationRequired: ['请选择公示的项目', '請選擇公示的項目', 'Please choose an entry of the list'],
  objectionRequired: ['请选择异议', '請選擇異議', 'Please choose an objection'],
  requestRequired: ['请选择说明要求', '請選擇說明要求', 'Please choose a request'],
  editionRequired: ['请选择届次', '請選擇屆次', 'Please choose an edition'],
  realnameRequired: ['请填写真实姓名', '請填寫真實姓名', 'Please give your real name'],
  organisationTooLong: [
    '单位名称不能超过100个字符',
    '單位名稱不能超過100個字符',
    'The organisation is at most 100 characters',
  ],
  reasonRequired: ['请填写异议理由', '請填寫異議理由', 'Please give the reason of the objection'],
  reasonTooLong: [
    '异议理由不能超过4000个字符',
    '異議理由不能超過4000個字符',
    'The reason is at most 4000 characters',
  ],
  evidenceRequired: [
    '请上传至少一份证据材料',
    '請上傳至少一份證據材料',
    'Please upload at least one piece of evidence',
  ],
  evidenceTooMany: [
    `证据材料最多${MAX_EVIDENCE}份`,
    `證據材料最多${MAX_EVIDENCE}份`,
    `At most ${MAX_EVIDENCE} evidence files`,
  ],
  evidenceFile: ['证据材料文件不正确', '證據材料檔案不正確', 'The evidence file is not valid'],
  statusFilter: ['异议状态不正确', '異議狀態不正確', 'The status is not valid'],
  screenRequired: ['请选择是否受理', '請選擇是否受理', 'Please choose whether to admit'],
  screenInvalid: ['受理结论不正确', '受理結論不正確', 'The screening decision is not valid'],
  screenReasonRequired: [
    '请选择不予受理的理由',
    '請選擇不予受理的理由',
    'Please choose why it is not admitted',
  ],
  screenReasonInvalid: ['不予受理的理由不正确', '不予受理的理由不正確', 'The reason is not valid'],
  noteTooLong: ['说明不能超过1000个字符', '說明不能超過1000個字符', 'The note is at most 1000 characters'],
  targetsRequired: [
    '请选择要求说明的单位',
    '請選擇要求說明的單位',
    'Please choose the unit asked to respond',
  ],
  targetInvalid: ['要求说明的单位不正确', '要求說明的單位不正確', 'The unit is not valid'],
  questionRequired: ['请填写需说明的问题', '請填寫需說明的問題', 'Please write the question'],
  textTooLong: ['内容不能超过4000个字符', '內容不能超過4000個字符', 'The text is at most 4000 characters'],
  deadlineRequired: ['请选择答复期限', '請選擇答覆期限', 'Please choose the deadline'],
  responseRequired: ['请填写答复内容', '請填寫答覆內容', 'Please write the response'],
  conclusionRequired: ['请选择核查结论', '請選擇核查結論', 'Please choose the conclusion'],
  conclusionInvalid: ['核查结论不正确', '核查結論不正確', 'The conclusion is not valid'],
  opinionRequired: ['请填写核查意见', '請填寫核查意見', 'Please write the opinion'],
  // Rules (505)
  notObjector: [
    '仅在本网站注册的个人、申报单位、专家、推荐单位用户可提出异议',
    '僅在本網站註冊的個人、申報單位、專家、推薦單位使用者可提出異議',
    'Only individuals, declaring units, experts and recommending units registered on this site may file an objection',
  ],
  snapshotNotPublished: ['该公示未在公示中', '該公示未在公示中', 'This list is not being published'],
  entryNotInSnapshot: [
    '该项目不在此公示名单中',
    '該項目不在此公示名單中',
    'This project is not on the published list',
  ],
  late: [
    '公示期已于{end}结束，不再受理异议',
    '公示期已於{end}結束，不再受理異議',
    'The publicity period ended at {end}: objections are no longer accepted',
  ],
  notStarted: ['公示期自{start}开始', '公示期自{start}開始', 'The publicity period starts at {start}'],
  duplicate: [
    '您已对该项目提出异议，请等待处理结果',
    '您已對該項目提出異議，請等待處理結果',
    'You have already filed an objection on this project: please wait for its outcome',
  ],
  notFiled: [
    '该异议已{status}，不能再次受理审查',
    '該異議已{status}，不能再次受理審查',
    'The objection is {status}: it has been screened',
  ],
  notAdmitted: [
    '该异议{status}，不在调查中',
    '該異議{status}，不在調查中',
    'The objection is {status}: it is not under investigation',
  ],
  noRecommendingUnit: ['该项目没有推荐单位', '該項目沒有推薦單位', 'The project has no recommending unit'],
  deadlinePast: ['答复期限须晚于当前时间', '答覆期限須晚於當前時間', 'The deadline must be in the future'],
  alreadyResponded: ['该要求已答复', '該要求已答覆', 'The request has been answered'],
  requestsOpen: [
    '尚有{count}项说明要求未答复，请等待答复或期限届满',
    '尚有{count}項說明要求未答覆，請等待答覆或期限屆滿',
    '{count} requests are unanswered: wait for the answers or their deadlines',
  ],
  notUnitUser: [
    '仅申报单位或推荐单位用户可答复',
    '僅申報單位或推薦單位使用者可答覆',
    'Only a declaring or recommending unit may respond',
  ],
  editionNotInPublicity: [
    '届次状态为「{status}」，不在公示阶段',
    '屆次狀態為「{status}」，不在公示階段',
    'The edition is “{status}”, not in publicity',
  ],
  periodNotOver: [
    '公示期尚未结束（{end}），结束后方可授奖',
    '公示期尚未結束（{end}），結束後方可授獎',
    'The publicity period has not ended ({end}): awards are given after it',
  ],
  noSnapshot: ['该届次没有公示', '該屆次沒有公示', 'The edition has no published list'],
  pendingFinish: [
    '尚有{declarations}项处于公示中的申报、{objections}件未办结的异议，届次不能结束',
    '尚有{declarations}項處於公示中的申報、{objections}件未辦結的異議，屆次不能結束',
    '{declarations} declarations are in publicity and {objections} objections are open: the edition cannot finish',
  ],
  noNextEdition: [
    '该奖项没有正在申报的下一届次，无法转入',
    '該獎項沒有正在申報的下一屆次，無法轉入',
    'No later edition of this award is open for declaration: it cannot be carried over',
  ],
  // Told to the objector and the units (messages and SMS), and the job
  noticeTitle: ['异议处理结果：{project}', '異議處理結果：{project}', 'Objection outcome: {project}'],
  noticeText: [
    '关于「{project}」的异议：{outcome}。',
    '關於「{project}」的異議：{outcome}。',
    'The objection on “{project}”: {outcome}.',
  ],
  requestTitle: [
    '异议说明要求：{project}',
    '異議說明要求：{project}',
    'Objection: response requested on {project}',
  ],
  requestText: [
    '「{project}」在公示期间收到异议，请于{deadline}前登录申报网站答复。',
    '「{project}」在公示期間收到異議，請於{deadline}前登入申報網站答覆。',
    'An objection was filed on “{project}” during its publicity: please respond on the declaration site by {deadline}.',
  ],
  awardJobLabel: ['公示期满授奖', '公示期滿授獎', 'Awarding at the end of publicity'],
  awardJobDescription: [
    '公示期结束后，没有未办结或成立异议的申报授奖，异议成立的撤销',
    '公示期結束後，沒有未辦結或成立異議的申報授獎，異議成立的撤銷',
    'After the publicity period, awards the declarations without an open or upheld objection and revokes the upheld ones',
  ],
  awarded: [
    '{editions}个届次：授奖{awarded}项，撤销{revoked}项，待异议办结{held}项',
    '{editions}個屆次：授獎{awarded}項，撤銷{revoked}項，待異議辦結{held}項',
    '{editions} editions: {awarded} awarded, {revoked} revoked, {held} held by objections',
  ],
  revokeReason: ['异议成立：{opinion}', '異議成立：{opinion}', 'Objection upheld: {opinion}'],
});

const M = OBJECTION_MESSAGES;
const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

const evidenceList = z
  .array(z.uuid({ error: M.evidenceFile }), { error: M.evidenceFile })
  .max(MAX_EVIDENCE, { error: M.evidenceTooMany });

/** Filing (the objector on the site). Organisation is the objector's own, if any. */
export const objectionFileSchema = z.strictObject({
  snapshotId: idField(M.snapshotRequired),
  declarationId: idField(M.declarationRequired),
  realname: requiredText(50, M.realnameRequired),
  organisation: optionalText(100, M.organisationTooLong),
  phone: text11(),
  email: optionalPattern(PATTERNS.email, V.email),
  reason: requiredText(4000, M.reasonRequired, M.reasonTooLong),
  evidence: evidenceList.min(1, { error: M.evidenceRequired }),
});
export type ObjectionFile = z.infer<typeof objectionFileSchema>;

function text11() {
  return requiredText(20, V.mobile).regex(PATTERNS.mobile, { error: V.mobile });
}

export const objectionIdSchema = z.strictObject({ objectionId: idField(M.objectionRequired) });

export const objectionPageQuerySchema = pageRequestSchema.extend({
  status: z
    .preprocess(blankToUndefined, z.enum(OBJECTION_STATUSES, { error: M.statusFilter }).optional())
    .optional(),
  editionId: z.preprocess(blankToUndefined, idField(M.editionRequired).optional()).optional(),
  awardId: z.preprocess(blankToUndefined, idField(M.editionRequired).optional()).optional(),
});
export type ObjectionPageQuery = z.infer<typeof objectionPageQuerySchema>;

export const myObjectionsQuerySchema = optionalBody(pageRequestSchema);

/** Screening: admitted, or not admitted with a reason from the fixed list and a note. */
export const objectionScreenSchema = z
  .strictObject({
    objectionId: idField(M.objectionRequired),
    admit: z.boolean({ error: M.screenRequired }),
    reason: z
      .preprocess(blankToUndefined, z.enum(SCREENING_REASONS, { error: M.screenReasonInvalid }).optional())
      .optional(),
    note: optionalText(1000, M.noteTooLong),
  })
  .refine((v) => v.admit || v.reason !== undefined, { error: M.screenReasonRequired, path: ['reason'] });
export type ObjectionScreen = z.infer<typeof objectionScreenSchema>;

/** Requests for a response to the declaring and/or the recommending unit, with a deadline. */
export const objectionRequestSchema = z.strictObject({
  objectionId: idField(M.objectionRequired),
  targets: z
    .array(z.enum(OBJECTION_REQUEST_TARGETS, { error: M.targetInvalid }), { error: M.targetsRequired })
    .min(1, { error: M.targetsRequired })
    .max(2, { error: M.targetInvalid }),
  question: requiredText(4000, M.questionRequired, M.textTooLong),
  deadline: isoDateTime(M.deadlineRequired),
});
export type ObjectionRequest = z.infer<typeof objectionRequestSchema>;

/** A unit's response (on the site). */
export const objectionRespondSchema = z.strictObject({
  requestId: idField(M.requestRequired),
  response: requiredText(4000, M.responseRequired, M.textTooLong),
  attachments: evidenceList.optional(),
});
export type ObjectionRespond = z.infer<typeof objectionRespondSchema>;

export const OBJECTION_CONCLUSIONS = ['upheld', 'dismissed'] as const;
export const objectionConcludeSchema = z.strictObject({
  objectionId: idField(M.objectionRequired),
  conclusion: z.enum(OBJECTION_CONCLUSIONS, { error: M.conclusionInvalid }),
  opinion: requiredText(4000, M.opinionRequired, M.textTooLong),
});
export type ObjectionConclude = z.infer<typeof objectionConcludeSchema>;

export const awardRunSchema = z.strictObject({ editionId: idField(M.editionRequired) });
export type AwardRun = z.infer<typeof awardRunSchema>;

export const carryOverSchema = z.strictObject({ declarationId: idField(M.declarationRequired) });

// ---- views

export interface EvidenceView {
  fileId: string;
  fileName: string;
  size: number;
}

export interface ObjectionHistoryView {
  step: ObjectionStep;
  note: string | null;
  /** Staff login name; hidden (null) for the objector's own steps when the reader may not see who. */
  actor: string | null;
  time: string;
}

export interface ObjectionRequestView {
  requestId: number;
  target: ObjectionRequestTarget;
  question: string;
  deadline: string;
  response: string | null;
  attachments: EvidenceView[];
  requestedBy: string;
  requestTime: string;
  respondedBy: string | null;
  responseTime: string | null;
}

/** The objector's identity: only holders of OBJECTION_HANDLE and the objector see it. */
export interface ObjectorIdentity {
  realname: string;
  organisation: string | null;
  phone: string;
  email: string | null;
  loginName: string;
}

export interface ObjectionView {
  objectionId: number;
  snapshotId: number;
  declarationId: number;
  editionId: number;
  editionName: string;
  awardId: number;
  awardName: string;
  projectName: string;
  unitName: string;
  status: ObjectionStatus;
  reason: string;
  screeningReason: ScreeningReason | null;
  screeningNote: string | null;
  conclusionOpinion: string | null;
  fileTime: string;
  concludeTime: string | null;
  /** Null unless the reader holds OBJECTION_HANDLE (or filed it). */
  objector: ObjectorIdentity | null;
}

export interface ObjectionDetail extends ObjectionView {
  evidence: EvidenceView[];
  requests: ObjectionRequestView[];
  history: ObjectionHistoryView[];
}

/** What a unit sees of a request: the objection's content, never who filed it. */
export interface UnitObjectionRequestView extends ObjectionRequestView {
  objectionId: number;
  projectName: string;
  reason: string;
  evidence: EvidenceView[];
}

/** What the awarding will do, and did. */
export interface AwardPlan {
  editionId: number;
  periodEnd: string | null;
  periodOver: boolean;
  toAward: number;
  toRevoke: number;
  held: number;
  openObjections: number;
  /** Whether the edition would finish after the run. */
  finishes: boolean;
}

export interface AwardOutcome {
  awarded: number;
  revoked: number;
  held: number;
  finished: boolean;
}

export interface CarryOverOutcome {
  declarationId: number;
  newDeclarationId: number;
  editionId: number;
}

/** The SMS template the objections module tells outcomes and requests by (seeded, editable). */
export const OBJECTION_SMS_TEMPLATE = 'OBJECTION_NOTICE_SMS';

export const objectionEntrySchema = z.strictObject({
  snapshotId: idField(M.snapshotRequired),
  declarationId: idField(M.declarationRequired),
});

/** The entry an objection is about, as the site's form shows it. */
export interface ObjectionEntryView {
  snapshotId: number;
  declarationId: number;
  title: string;
  shown: Record<string, string>;
  startTime: string;
  endTime: string;
  /** Whether an objection may be filed now. */
  open: boolean;
}

/** An edition the objections page chooses from (in publicity, or finished). */
export interface ObjectionEditionOption {
  editionId: number;
  editionName: string;
  status: string;
}

/** The wire paths, for the portal and the site. */
export const OBJECTION_PATHS = {
  page: '/rest/objection/page',
  detail: '/rest/objection/detail',
  screen: '/rest/objection/screen',
  request: '/rest/objection/request',
  conclude: '/rest/objection/conclude',
  editions: '/rest/objection/editions',
  awardPlan: '/rest/objection/awardPlan',
  award: '/rest/objection/award',
  carryOver: '/rest/objection/carryOver',
  entry: '/rest/objector/entry',
  file: '/rest/objector/file',
  mine: '/rest/objector/page',
  mineDetail: '/rest/objector/detail',
  declarerRequests: '/rest/declarer/objectionRequests',
  declarerRespond: '/rest/declarer/objectionRespond',
  recommenderRequests: '/rest/recommender/objectionRequests',
  recommenderRespond: '/rest/recommender/objectionRespond',
} as const;
