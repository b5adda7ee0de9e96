import type { RegionsMessages } from './i18n.zhCN';

export const zhTW: RegionsMessages = {
  tabs: { regions: '行政區劃', groups: '區域分組' },
  search: { keyword: '代碼/名稱', level: '級別', parent: '上級區劃', category: '分組分類' },
  level: { l1: '省級', l2: '地級', l3: '縣級' },
  column: {
    code: '區劃代碼',
    name: '名稱',
    level: '級別',
    parentCode: '上級代碼',
    updateBy: '修改人',
    updateTime: '修改時間',
    actions: '操作',
  },
  crumbs: { root: '全國' },
  action: { children: '下級', rename: '重命名', edit: '編輯', delete: '刪除' },
  rename: { title: '重命名：{{name}}', name: '名稱' },
  groups: {
    add: '新增分組',
    category: '分組分類',
    groupCode: '分組編碼',
    groupName: '分組名稱',
    regions: '包含區劃',
    sortNumber: '排序',
    addTitle: '新增區域分組',
    editTitle: '編輯區域分組',
    deleteConfirm: '確定刪除該分組嗎？',
    office: '辦事處',
  },
  form: { ok: '確定', cancel: '取消' },
  done: { added: '添加成功!', edited: '編輯成功!', deleted: '刪除成功!' },
};
