import type { LayoutsMessages } from './layoutI18n.zhCN';

export const zhTW: LayoutsMessages = {
  search: { layoutName: '佈局名稱', menuMode: '菜單模式' },
  toolbar: { add: '新增佈局' },
  column: {
    layoutName: '佈局名稱',
    menuMode: '菜單模式',
    config: '已設置的屬性',
    remarks: '備註',
    updateTime: '更新時間',
    actions: '操作',
  },
  menuMode: { side: '側邊菜單', top: '頂部菜單' },
  action: { edit: '編輯', delete: '刪除', deleteConfirm: '確定刪除該佈局嗎？' },
  form: {
    addTitle: '新增佈局',
    editTitle: '編輯佈局',
    layoutName: '佈局名稱',
    menuMode: '菜單模式',
    remarks: '備註',
    properties: '主題屬性',
    propertiesHint: '與默認值相同的屬性不保存，默認值改變時隨之改變',
    configured: '已改 {{count}} 項',
    allDefault: '均為默認值',
  },
  done: { added: '添加成功!', edited: '編輯成功!', deleted: '刪除成功!' },
};
