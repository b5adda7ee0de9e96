import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';

/**
 * The shared widgets' own strings, in their own i18next namespace so the widgets can
 * change without touching the shell's locale files. Registered once, on first import.
 */
const zhCN = {
  search: {
    query: '查询',
    reset: '重置',
    expand: '展开',
    collapse: '收起',
    enter: '请输入',
    choose: '请选择',
    min: '最小值',
    max: '最大值',
  },
  table: {
    columns: '列设置',
    chooserTitle: '选择要显示的列',
    cancel: '取消',
    confirm: '确定',
    total: '共 {{total}} 条',
    // The server stopped counting (the count is capped, issue 18): at least this many.
    totalMore: '超过 {{total}} 条',
    dragToMove: '拖动以调整顺序',
    resize: '拖动以调整列宽',
    selectAll: '全选',
    selectRow: '选择此行',
  },
  actions: {
    more: '更多',
    ok: '确定',
    cancel: '取消',
  },
  person: { loginName: '登录名', realname: '姓名', orgName: '所属机构', phone: '手机号' },
  // A recycle bin's own words (RecycleBinDrawer); its title and questions are the feature's.
  recycle: {
    actions: '操作',
    restore: '恢复',
    purge: '彻底删除',
    restored: '恢复成功!',
    purged: '删除成功!',
  },
  // What a list or a detail shows when it could not load (LoadError).
  state: {
    failed: '加载失败',
    retry: '重试',
    // A link (?form=edit:12, ?detail=12) to a record that is not there any more (useRoutedEntity).
    gone: '该记录不存在或已被删除',
  },
  translations: {
    zh_TW: '繁体中文',
    en_GB: 'English',
    fallback: '不填则显示简体中文',
    label: '{{label}}（{{language}}）',
  },
};

export type WidgetMessages = typeof zhCN;

const zhTW: WidgetMessages = {
  search: {
    query: '查詢',
    reset: '重置',
    expand: '展開',
    collapse: '收起',
    enter: '請輸入',
    choose: '請選擇',
    min: '最小值',
    max: '最大值',
  },
  table: {
    columns: '列設置',
    chooserTitle: '選擇要顯示的列',
    cancel: '取消',
    confirm: '確定',
    total: '共 {{total}} 條',
    totalMore: '超過 {{total}} 條',
    dragToMove: '拖動以調整順序',
    resize: '拖動以調整列寬',
    selectAll: '全選',
    selectRow: '選擇此列',
  },
  actions: { more: '更多', ok: '確定', cancel: '取消' },
  person: { loginName: '登錄名', realname: '姓名', orgName: '所屬機構', phone: '手機號' },
  recycle: {
    actions: '操作',
    restore: '恢復',
    purge: '徹底刪除',
    restored: '恢復成功!',
    purged: '刪除成功!',
  },
  state: { failed: '載入失敗', retry: '重試', gone: '該記錄不存在或已被刪除' },
  translations: {
    zh_TW: '繁體中文',
    en_GB: 'English',
    fallback: '不填則顯示簡體中文',
    label: '{{label}}（{{language}}）',
  },
};

const enGB: WidgetMessages = {
  search: {
    query: 'Search',
    reset: 'Reset',
    expand: 'Expand',
    collapse: 'Collapse',
    enter: 'Please enter',
    choose: 'Please select',
    min: 'Minimum',
    max: 'Maximum',
  },
  table: {
    columns: 'Columns',
    chooserTitle: 'Select columns to show',
    cancel: 'Cancel',
    confirm: 'Confirm',
    total: '{{total}} in total',
    totalMore: 'More than {{total}}',
    dragToMove: 'Drag to reorder',
    resize: 'Drag to resize the column',
    selectAll: 'Select all',
    selectRow: 'Select this row',
  },
  actions: { more: 'More', ok: 'OK', cancel: 'Cancel' },
  person: { loginName: 'Login name', realname: 'Name', orgName: 'Organisation', phone: 'Mobile' },
  recycle: {
    actions: 'Actions',
    restore: 'Restore',
    purge: 'Delete for good',
    restored: 'Restored',
    purged: 'Deleted',
  },
  state: { failed: 'Could not load', retry: 'Retry', gone: 'The record does not exist or has been deleted' },
  translations: {
    zh_TW: 'Traditional Chinese',
    en_GB: 'English',
    fallback: 'Left empty, the Simplified Chinese text shows',
    label: '{{label}} ({{language}})',
  },
};

export const WIDGETS_NS = 'widgets';

for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, WIDGETS_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of the widgets namespace, e.g. 'search.query'. */
export type WidgetKey = Leaves<WidgetMessages>;

/** `useTranslation('widgets')`, with keys checked against the zh_CN resources above. */
export function useWidgetsT() {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'; the keys of this
  // namespace are checked by WidgetKey instead.
  const { t, i18n: instance } = useTranslation(WIDGETS_NS as unknown as 'translation');
  const translate = t as unknown as (key: WidgetKey, options?: Record<string, unknown>) => string;
  return { t: translate, language: instance.language };
}
