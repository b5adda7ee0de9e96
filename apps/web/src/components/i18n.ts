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
    fullscreen: '全屏',
    exitFullscreen: '退出全屏',
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
  enhance: {
    open: '增强脚本',
    title: '增强脚本：{{table}}',
    help: '脚本是 function (rows) {…} 的函数体：rows 为本页各行的数据副本，返回与各行一一对应的提示数组，如 {rowClass: "highlight" | "muted" | "warn", badge: "文字", columns: {列键: "显示文字"}}。脚本只在浏览器的独立线程中运行（不能联网、不能修改数据），每页限时 100 毫秒。',
    save: '保存',
    saved: '已保存为第 {{version}} 版',
    tryOnPage: '在本页试运行',
    stopTrying: '停止试运行',
    tryResult: '试运行：本页 {{rows}} 行中 {{hinted}} 行有提示',
    running: '运行中…',
    timeout: '增强脚本超过 100 毫秒未完成，表格按原样显示',
    failed: '增强脚本出错，表格按原样显示：{{error}}',
    versions: '历史版本（保留最近 16 版）',
    version: '第 {{version}} 版',
    current: '当前',
    compare: '对比',
    restore: '恢复',
    restoreConfirm: '将第 {{version}} 版恢复为当前脚本（作为新的一版保存）？',
    restored: '已恢复为新的第 {{version}} 版',
    compareTitle: '第 {{version}} 版与编辑中的脚本对比',
    identical: '两者相同',
    noVersions: '尚无脚本',
    readOnly: '你没有编辑增强脚本的权限',
    empty: '（空脚本：表格按原样显示）',
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
  actions: { more: '更多', ok: '確定', cancel: '取消', fullscreen: '全屏', exitFullscreen: '退出全屏' },
  person: { loginName: '登錄名', realname: '姓名', orgName: '所屬機構', phone: '手機號' },
  recycle: {
    actions: '操作',
    restore: '恢復',
    purge: '徹底刪除',
    restored: '恢復成功!',
    purged: '刪除成功!',
  },
  state: { failed: '載入失敗', retry: '重試', gone: '該記錄不存在或已被刪除' },
  enhance: {
    open: '增強腳本',
    title: '增強腳本：{{table}}',
    help: '腳本是 function (rows) {…} 的函式主體：rows 為本頁各列的資料副本，傳回與各列一一對應的提示陣列，如 {rowClass: "highlight" | "muted" | "warn", badge: "文字", columns: {欄鍵: "顯示文字"}}。腳本只在瀏覽器的獨立執行緒中執行（不能連網、不能修改資料），每頁限時 100 毫秒。',
    save: '儲存',
    saved: '已儲存為第 {{version}} 版',
    tryOnPage: '在本頁試執行',
    stopTrying: '停止試執行',
    tryResult: '試執行：本頁 {{rows}} 列中 {{hinted}} 列有提示',
    running: '執行中…',
    timeout: '增強腳本超過 100 毫秒未完成，表格按原樣顯示',
    failed: '增強腳本出錯，表格按原樣顯示：{{error}}',
    versions: '歷史版本（保留最近 16 版）',
    version: '第 {{version}} 版',
    current: '目前',
    compare: '對比',
    restore: '恢復',
    restoreConfirm: '將第 {{version}} 版恢復為目前腳本（作為新的一版儲存）？',
    restored: '已恢復為新的第 {{version}} 版',
    compareTitle: '第 {{version}} 版與編輯中的腳本對比',
    identical: '兩者相同',
    noVersions: '尚無腳本',
    readOnly: '你沒有編輯增強腳本的權限',
    empty: '（空腳本：表格按原樣顯示）',
  },
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
  actions: {
    more: 'More',
    ok: 'OK',
    cancel: 'Cancel',
    fullscreen: 'Full screen',
    exitFullscreen: 'Exit full screen',
  },
  person: { loginName: 'Login name', realname: 'Name', orgName: 'Organisation', phone: 'Mobile' },
  recycle: {
    actions: 'Actions',
    restore: 'Restore',
    purge: 'Delete for good',
    restored: 'Restored',
    purged: 'Deleted',
  },
  state: { failed: 'Could not load', retry: 'Retry', gone: 'The record does not exist or has been deleted' },
  enhance: {
    open: 'Enhance script',
    title: 'Enhance script: {{table}}',
    help: 'A script is the body of function (rows) {…}: rows is a copy of the rows of this page, and it returns one hint per row, in order, such as {rowClass: "highlight" | "muted" | "warn", badge: "text", columns: {columnKey: "text shown"}}. It runs only in a separate thread of the browser (no network, no changes to data), 100 ms at most per page.',
    save: 'Save',
    saved: 'Saved as version {{version}}',
    tryOnPage: 'Try on this page',
    stopTrying: 'Stop trying',
    tryResult: 'Trial: {{hinted}} of the {{rows}} rows of this page have hints',
    running: 'Running…',
    timeout: 'The enhance script took more than 100 ms: the table shows without it',
    failed: 'The enhance script failed, the table shows without it: {{error}}',
    versions: 'Versions (the last 16 are kept)',
    version: 'Version {{version}}',
    current: 'Current',
    compare: 'Compare',
    restore: 'Restore',
    restoreConfirm: 'Make version {{version}} the current script again (saved as a new version)?',
    restored: 'Restored as the new version {{version}}',
    compareTitle: 'Version {{version}} against the script being edited',
    identical: 'They are the same',
    noVersions: 'No script yet',
    readOnly: 'You may not edit enhance scripts',
    empty: '(empty script: the table shows as it is)',
  },
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
