import type { ProjectMessages } from './i18n.zhCN';

export const zhTW: ProjectMessages = {
  section: {
    texts: '登錄頁與頁腳',
    filing: '備案信息',
    clock: '時間顯示',
  },
  form: {
    title: '系統名稱',
    description: '系統描述',
    copyright: '版權信息',
    contact: '聯繫方式（公開網站）',
    publicSecurity: '公安備案號',
    publicSecurityUrl: '公安備案鏈接',
    icp: 'ICP備案號',
    icpUrl: 'ICP備案鏈接',
    filingHint: '備案號與鏈接都不填則不顯示該備案',
    timeZone: '時區',
    timeZoneHint: '頁面、消息、導出與打印中的時間都按此時區顯示',
    now: '該時區現在是 {{time}}',
    save: '保存',
    reset: '重置',
  },
  updated: '最後修改：{{by}}，{{time}}',
  readOnly: '您沒有修改項目設置的權限',
  done: { saved: '保存成功!' },
};
