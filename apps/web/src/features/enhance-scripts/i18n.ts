import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The enhance scripts page's strings (the editor's are the kit's), registered on first import. */
const zhCN = {
  title: '增强脚本',
  hint: '增强脚本按数据表保存，只改变表格的显示（行的突出显示、标记、单元格文字），在浏览器中运行，服务器从不执行。新的脚本从各数据表工具栏的“增强脚本”按钮编写；这里列出已有脚本的数据表。',
  column: {
    tableId: '数据表',
    version: '当前版本',
    versions: '保留版本数',
    state: '状态',
    createBy: '保存人',
    createTime: '保存时间',
    actions: '操作',
  },
  state: { on: '生效', empty: '空脚本' },
  edit: '编辑',
  none: '尚无数据表使用增强脚本',
};
type Messages = typeof zhCN;

const zhTW: Messages = {
  title: '增強腳本',
  hint: '增強腳本按資料表儲存，只改變表格的顯示（列的突出顯示、標記、儲存格文字），在瀏覽器中執行，伺服器從不執行。新的腳本從各資料表工具列的「增強腳本」按鈕編寫；這裡列出已有腳本的資料表。',
  column: {
    tableId: '資料表',
    version: '目前版本',
    versions: '保留版本數',
    state: '狀態',
    createBy: '儲存人',
    createTime: '儲存時間',
    actions: '操作',
  },
  state: { on: '生效', empty: '空腳本' },
  edit: '編輯',
  none: '尚無資料表使用增強腳本',
};

const enGB: Messages = {
  title: 'Enhance scripts',
  hint: "An enhance script is kept per data table and changes only how the table shows its rows (a highlight, a badge, a cell's text); it runs in the browser, never on the server. A new script is written from the Enhance script button of the table's toolbar; the tables that have one are listed here.",
  column: {
    tableId: 'Table',
    version: 'Current version',
    versions: 'Versions kept',
    state: 'State',
    createBy: 'Saved by',
    createTime: 'Saved at',
    actions: 'Actions',
  },
  state: { on: 'In use', empty: 'Empty' },
  edit: 'Edit',
  none: 'No table has an enhance script yet',
};

export const ENHANCE_SCRIPTS_NS = 'enhance-scripts';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, ENHANCE_SCRIPTS_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type EnhanceScriptsT = (key: Leaves<Messages>, options?: Record<string, unknown>) => string;

export function useEnhanceScriptsT(): { t: EnhanceScriptsT } {
  const { t } = useTranslation(ENHANCE_SCRIPTS_NS as unknown as 'translation');
  return { t: t as unknown as EnhanceScriptsT };
}
