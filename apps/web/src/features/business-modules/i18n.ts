import { translateShared } from '@awards/web-common/i18n';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The business modules page's strings, in their own namespace, registered on first import. */
const zhCN = {
  title: '业务模块',
  hint: '消息、通知和模板用“业务类型”指明所属业务；打开方式为组件的通知按这里的页面打开其业务记录。业务模块随系统功能确定，不能在此增删。',
  search: { keyword: '业务类型或名称' },
  column: {
    busType: '业务类型',
    name: '业务名称',
    page: '打开页面',
    busId: '业务ID',
    opens: '打开记录',
  },
  opens: { yes: '打开该记录', no: '仅打开页面' },
};
type Messages = typeof zhCN;

const zhTW: Messages = {
  title: '業務模組',
  hint: '消息、通知和模板用「業務類型」指明所屬業務；打開方式為組件的通知按這裡的頁面打開其業務記錄。業務模組隨系統功能確定，不能在此增刪。',
  search: { keyword: '業務類型或名稱' },
  column: {
    busType: '業務類型',
    name: '業務名稱',
    page: '打開頁面',
    busId: '業務ID',
    opens: '打開記錄',
  },
  opens: { yes: '打開該記錄', no: '僅打開頁面' },
};

const enGB: Messages = {
  title: 'Business modules',
  hint: 'Messages, notices and templates name their area by business type; a notice that opens a component opens its record on the page given here. The modules come with the system and cannot be added or removed here.',
  search: { keyword: 'Business type or name' },
  column: {
    busType: 'Business type',
    name: 'Name',
    page: 'Page opened',
    busId: 'Business id',
    opens: 'Opens',
  },
  opens: { yes: 'The record', no: 'The page only' },
};

export const BUSINESS_MODULES_NS = 'business-modules';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, BUSINESS_MODULES_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type BusinessModulesT = (key: Leaves<Messages>, options?: Record<string, unknown>) => string;

export function useBusinessModulesT(): { t: BusinessModulesT; tr: (message: string) => string } {
  const { t } = useTranslation(BUSINESS_MODULES_NS as unknown as 'translation');
  return { t: t as unknown as BusinessModulesT, tr: translateShared };
}
