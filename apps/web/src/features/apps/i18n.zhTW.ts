import type { AppsMessages } from './i18n.zhCN';

export const zhTW: AppsMessages = {
  search: { appName: '應用名稱', appCode: '應用編碼', appStatus: '應用狀態' },
  toolbar: { add: '新增', batchDelete: '批量刪除', batchConfirm: '確定刪除選中的 {{count}} 個應用嗎？' },
  column: {
    appName: '應用名稱',
    appCode: '應用編碼',
    appShortName: '應用簡稱',
    appStatus: '狀態',
    deploy: '部署地址',
    visitUrl: '訪問地址',
    sortNumber: '排序',
    updateTime: '更新時間',
    actions: '操作',
  },
  status: { enabled: '啟用', disabled: '停用' },
  action: { edit: '編輯', delete: '刪除', deleteConfirm: '確定刪除該應用嗎？' },
  form: {
    addTitle: '新增應用',
    editTitle: '編輯應用',
    appCode: '應用編碼',
    appCodeFixed: '應用編碼創建後不能修改（門戶初始化時以它識別應用）',
    appName: '應用名稱',
    appShortName: '應用簡稱',
    appIcon: '應用圖標',
    appStatus: '應用狀態',
    deployIp: '部署地址',
    deployPort: '端口',
    visitUrl: '訪問地址',
    sortNumber: '排序',
  },
  done: { added: '添加成功!', edited: '編輯成功!', deleted: '刪除成功!', batchDeleted: '批量刪除成功!' },
};
