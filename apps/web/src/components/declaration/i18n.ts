import {
  ATTACHMENT_TYPE_NAMES,
  DECLARATION_ACTION_NAMES,
  DECLARATION_STATUS_NAMES,
} from '@awards/shared/declarations';
import { type Locale, type MessageRef, renderLabel } from '@awards/shared/i18n';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** A code → label table of packages/shared in one language, as an i18next resource block. */
function labels<C extends string>(table: Record<C, MessageRef>, locale: Locale): Record<C, string> {
  return Object.fromEntries(
    Object.keys(table).map((code) => [code, renderLabel(table, code, locale)]),
  ) as Record<C, string>;
}

/** The statuses, trail actions and attachment types: packages/shared holds their names once. */
const shared = (locale: Locale) => ({
  status: labels(DECLARATION_STATUS_NAMES, locale),
  action: labels(DECLARATION_ACTION_NAMES, locale),
  attachmentType: labels(ATTACHMENT_TYPE_NAMES, locale),
});

/**
 * The strings the declaration widgets share (statuses, trail actions, attachment types and
 * the fields of a declaration), in their own namespace, registered on first import.
 */
const zhCN = {
  ...shared('zh_CN'),
  field: {
    status: '状态',
    edition: '届次',
    award: '奖项',
    unit: '申报单位',
    discipline: '学科领域',
    submittedAt: '提交时间',
    gradeLevel: '拟申报等级',
    level: '第{{level}}级',
    recommendUnit: '推荐单位',
    region: '所在地区',
    summary: '项目简介',
    keyData: '关键数据',
    createdBy: '创建',
    carriedFrom: '结转自',
    carriedTo: '已结转至',
    completers: '完成人',
    noAttachments: '没有附件',
    noTrail: '尚无记录',
    by: '{{actor}} · {{time}}',
  },
};
type Messages = typeof zhCN;

const zhTW: Messages = {
  ...shared('zh_TW'),
  field: {
    status: '狀態',
    edition: '屆次',
    award: '獎項',
    unit: '申報單位',
    discipline: '學科領域',
    submittedAt: '提交時間',
    gradeLevel: '擬申報等級',
    level: '第{{level}}級',
    recommendUnit: '推薦單位',
    region: '所在地區',
    summary: '項目簡介',
    keyData: '關鍵數據',
    createdBy: '創建',
    carriedFrom: '結轉自',
    carriedTo: '已結轉至',
    completers: '完成人',
    noAttachments: '沒有附件',
    noTrail: '尚無記錄',
    by: '{{actor}} · {{time}}',
  },
};

const enGB: Messages = {
  ...shared('en_GB'),
  field: {
    status: 'Status',
    edition: 'Edition',
    award: 'Award',
    unit: 'Declaring unit',
    discipline: 'Discipline',
    submittedAt: 'Submitted',
    gradeLevel: 'Intended grade',
    level: 'Level {{level}}',
    recommendUnit: 'Recommending unit',
    region: 'Region',
    summary: 'Summary',
    keyData: 'Key data',
    createdBy: 'Created',
    carriedFrom: 'Carried over from',
    carriedTo: 'Carried over to',
    completers: 'Completers',
    noAttachments: 'No attachments',
    noTrail: 'No records yet',
    by: '{{actor}} · {{time}}',
  },
};

export const DECLARATION_NS = 'declarationShared';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, DECLARATION_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type DeclarationKey = Leaves<Messages>;
export type DeclarationT = (key: DeclarationKey, options?: Record<string, unknown>) => string;

/** `t` of this namespace, with keys checked against zh_CN. */
export function useDeclarationT(): DeclarationT {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'.
  const { t } = useTranslation(DECLARATION_NS as unknown as 'translation');
  return t as unknown as DeclarationT;
}
