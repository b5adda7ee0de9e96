import type { IconsMessages } from './i18n.zhCN';

export const zhTW: IconsMessages = {
  search: { iconTitle: '圖標名稱' },
  toolbar: { add: '新增圖標' },
  column: {
    preview: '圖標',
    iconTitle: '圖標名稱',
    code: '菜單圖標值',
    viewBox: '視圖框',
    sortNumber: '排序',
    updateTime: '更新時間',
    actions: '操作',
  },
  action: { edit: '編輯', delete: '刪除', deleteConfirm: '確定刪除該圖標嗎？' },
  form: {
    addTitle: '新增圖標',
    editTitle: '編輯圖標',
    iconTitle: '圖標名稱',
    pathContent: '路徑數據',
    pathHint: '只填寫 SVG <path> 的 d 屬性，例如 M512 64L960 512L512 960L64 512Z',
    viewBox: '視圖框',
    sortNumber: '排序',
    preview: '預覽',
  },
  done: { added: '添加成功!', edited: '編輯成功!', deleted: '刪除成功!' },
};
