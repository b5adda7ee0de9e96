import type { IconsMessages } from './i18n.zhCN';

export const enGB: IconsMessages = {
  search: { iconTitle: 'Icon name' },
  toolbar: { add: 'Add an icon' },
  column: {
    preview: 'Icon',
    iconTitle: 'Icon name',
    code: 'Menu icon value',
    viewBox: 'View box',
    sortNumber: 'Order',
    updateTime: 'Updated',
    actions: 'Actions',
  },
  action: { edit: 'Edit', delete: 'Delete', deleteConfirm: 'Delete this icon?' },
  form: {
    addTitle: 'Add an icon',
    editTitle: 'Edit the icon',
    iconTitle: 'Icon name',
    pathContent: 'Path data',
    pathHint: 'Only the d attribute of an SVG <path>, e.g. M512 64L960 512L512 960L64 512Z',
    viewBox: 'View box',
    sortNumber: 'Order',
    preview: 'Preview',
  },
  done: { added: 'Added successfully', edited: 'Edited successfully', deleted: 'Deleted successfully' },
};
