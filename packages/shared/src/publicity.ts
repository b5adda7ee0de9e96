import { z } from 'zod';
import { idField, idListField, optionalText, requiredText } from './admin-fields';
import { defineMessages } from './i18n';
import { int4, isoDateTime } from './primitives';
import {
  MAX_PERIOD_DAYS,
  PUBLICITY_FIELDS,
  type PublicityField,
  type PublicityStage,
  type SnapshotStatus,
} from './publicity-names';

export * from './publicity-names';

/**
 * Publicity (公示, docs/domain.md "Publicity"): the edition's publicity settings, the published
 * snapshots of the confirmed result lists, and their public reads. The wire contract of
 * `/rest/publicity/*` (staff) and `/rest/public/publicity/*` (anyone).
 */

export const PUBLICITY_MESSAGES = defineMessages('publicity', {
  editionIdRequired: ['请选择届次', '請選擇屆次', 'Please choose the edition'],
  snapshotIdRequired: ['请选择公示', '請選擇公示', 'Please choose the published list'],
  awardIdRequired: ['请选择奖项', '請選擇獎項', 'Please choose the awards'],
  periodDays: ['公示期为1至90天', '公示期為1至90天', 'The publicity period is 1 to 90 days'],
  fields: [
    '请从可公示字段中选择至少一项，不得重复',
    '請從可公示欄位中選擇至少一項，不得重複',
    'Choose at least one of the publishable fields, each once',
  ],
  startTime: ['开始时间格式不正确', '開始時間格式不正確', 'The start time is not a valid time'],
  reasonRequired: ['请填写撤销原因', '請填寫撤銷原因', 'Please give the reason for withdrawing'],
  notFound: ['公示不存在', '公示不存在', 'The published list does not exist'],
  editionNotFound: ['届次不存在', '屆次不存在', 'The edition does not exist'],
  noConfirmedList: [
    '届次尚无已确认的评审结果，不能发布公示',
    '屆次尚無已確認的評審結果，不能發布公示',
    'The edition has no confirmed result list to publish',
  ],
  awardNotConfirmed: [
    '奖项「{award}」尚无已确认的评审结果',
    '獎項「{award}」尚無已確認的評審結果',
    'The award "{award}" has no confirmed result list',
  ],
  editionNotReviewing: [
    '届次当前为「{status}」，只有「评审中」的届次可以发布公示',
    '屆次當前為「{status}」，只有「評審中」的屆次可以發布公示',
    'The edition is "{status}": only an edition in review can publish its list',
  ],
  liveSnapshot: [
    '届次已有待公示或公示中的名单，请先撤销再发布更正',
    '屆次已有待公示或公示中的名單，請先撤銷再發布更正',
    'The edition already has a scheduled or published list: withdraw it before publishing a correction',
  ],
  notProposed: [
    '申报「{project}」当前为「{status}」，不是「拟授奖」，不能公示',
    '申報「{project}」當前為「{status}」，不是「擬授獎」，不能公示',
    'The declaration "{project}" is "{status}", not proposed: it cannot be published',
  ],
  startInPast: [
    '开始时间不能早于当前时间',
    '開始時間不能早於當前時間',
    'The start time cannot be in the past',
  ],
  alreadyUnpublished: [
    '该公示已撤销或已结束，不能再撤销',
    '該公示已撤銷或已結束，不能再撤銷',
    'The list was already withdrawn or has ended',
  ],
  defaultTitle: [
    '{edition}拟授奖项目公示',
    '{edition}擬授獎項目公示',
    '{edition}: proposed awards for public comment',
  ],
  noticeBody: [
    '现将{edition}拟授奖项目予以公示，公示期自{start}起至{end}止。任何单位和个人对公示项目有异议的，可在公示期内实名提出。',
    '現將{edition}擬授獎項目予以公示，公示期自{start}起至{end}止。任何單位和個人對公示項目有異議的，可在公示期內實名提出。',
    'The proposed awards of {edition} are published for public comment from {start} to {end}. Anyone may raise a real-name objection within the period.',
  ],
  noticeLink: ['查看公示名单', '查看公示名單', 'See the published list'],
  unpublishNote: ['撤销公示：{reason}', '撤銷公示：{reason}', 'Publicity withdrawn: {reason}'],
  publicisedOpinion: ['公示：{title}', '公示：{title}', 'Published: {title}'],
  editionNote: ['发布公示：{title}', '發布公示：{title}', 'List published: {title}'],
  jobLabel: ['公示期开始与结束', '公示期開始與結束', 'Publicity start and end'],
  jobDescription: [
    '按计划开始待公示的名单，并结束公示期已满的名单（授奖由异议处理完成后另行办理）',
    '按計劃開始待公示的名單，並結束公示期已滿的名單（授獎由異議處理完成後另行辦理）',
    'Starts the scheduled lists whose start has come and ends those whose period is over (awarding is done separately)',
  ],
  jobResult: [
    '开始{started}份，结束{ended}份',
    '開始{started}份，結束{ended}份',
    '{started} started, {ended} ended',
  ],
  exportFile: ['公示名单-{id}', '公示名單-{id}', 'Published list {id}'],
  exportSheet: ['公示名单', '公示名單', 'Published list'],
  seq: ['序号', '序號', 'No.'],
  period: ['公示期：{start} 至 {end}', '公示期：{start} 至 {end}', 'Period: {start} to {end}'],
  hash: ['内容校验值（SHA-256）：{hash}', '內容校驗值（SHA-256）：{hash}', 'Content hash (SHA-256): {hash}'],
  none: ['无', '無', 'None'],
  printedAt: ['打印时间：{time}', '打印時間：{time}', 'Printed: {time}'],
});
const M = PUBLICITY_MESSAGES;

const editionId = idField(M.editionIdRequired);
const snapshotId = idField(M.snapshotIdRequired);
const periodDays = int4({ error: M.periodDays }, M.periodDays)
  .min(1, { error: M.periodDays })
  .max(MAX_PERIOD_DAYS, { error: M.periodDays });
const fields = z
  .array(z.enum(PUBLICITY_FIELDS, { error: M.fields }), { error: M.fields })
  .min(1, { error: M.fields })
  .max(PUBLICITY_FIELDS.length, { error: M.fields })
  .refine((list) => new Set(list).size === list.length, { error: M.fields });

export const publicityEditionSchema = z.strictObject({ editionId });
export const snapshotIdSchema = z.strictObject({ snapshotId });

/** The edition's publicity settings: the period and, per stage, the fields shown. */
export const publicitySettingsSaveSchema = z.strictObject({
  editionId,
  periodDays: periodDays.optional(),
  fields: z.strictObject({ proposed: fields }).optional(),
});
export type PublicitySettingsSave = z.infer<typeof publicitySettingsSaveSchema>;
export interface PublicitySettingsView {
  editionId: number;
  periodDays: number;
  fields: Record<PublicityStage, PublicityField[]>;
}

/** Publish (or preview): the awards whose confirmed lists go in (all when absent), the fields, the start. */
export const publicityPublishSchema = z.strictObject({
  editionId,
  awardIds: idListField(M.awardIdRequired).optional(),
  fields: fields.optional(),
  /** Null or absent: now. */
  startTime: isoDateTime(M.startTime).nullable().optional(),
  title: optionalText(200),
});
export type PublicityPublish = z.infer<typeof publicityPublishSchema>;

export const publicityUnpublishSchema = z.strictObject({
  snapshotId,
  reason: requiredText(500, M.reasonRequired),
});
export type PublicityUnpublish = z.infer<typeof publicityUnpublishSchema>;

/** One row of a published list: the declaration and its whitelisted fields as shown. */
export interface PublicityEntryView {
  declarationId: number;
  awardId: number;
  gradeLevel: number;
  shown: Partial<Record<PublicityField, string>>;
}

/** A confirmed list a snapshot was built from. */
export interface SnapshotSource {
  listId: number;
  awardId: number;
  awardName: string;
  version: number;
  contentHash: string;
  entries: number;
}

export interface SnapshotView {
  snapshotId: number;
  editionId: number;
  stage: PublicityStage;
  title: string;
  fields: PublicityField[];
  status: SnapshotStatus;
  startTime: string;
  endTime: string;
  contentHash: string;
  entryCount: number;
  sources: SnapshotSource[];
  noticeId: number | null;
  publishedBy: string;
  publishedTime: string;
  unpublishedBy: string | null;
  unpublishedTime: string | null;
  unpublishReason: string | null;
}

export interface SnapshotDetail extends SnapshotView {
  entries: PublicityEntryView[];
}

/** What publish would write, without writing. */
export interface PublicityPreview {
  editionId: number;
  title: string;
  fields: PublicityField[];
  startTime: string;
  endTime: string;
  contentHash: string;
  sources: SnapshotSource[];
  entries: PublicityEntryView[];
}

export interface HashCheck {
  snapshotId: number;
  storedHash: string;
  computedHash: string;
  matches: boolean;
}

// ---- public reads ----

export const publicSnapshotPageSchema = z.strictObject({
  pageNum: int4({ error: M.snapshotIdRequired }).min(1, { error: M.snapshotIdRequired }).default(1),
  pageSize: int4({ error: M.snapshotIdRequired })
    .min(1, { error: M.snapshotIdRequired })
    .max(50, { error: M.snapshotIdRequired })
    .default(10),
  editionId: editionId.optional(),
});
export type PublicSnapshotPageQuery = z.infer<typeof publicSnapshotPageSchema>;
