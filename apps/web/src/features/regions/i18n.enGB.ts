import type { RegionsMessages } from './i18n.zhCN';

export const enGB: RegionsMessages = {
  tabs: { regions: 'Regions', groups: 'Region groups' },
  search: { keyword: 'Code or name', level: 'Level', parent: 'Within', category: 'Category' },
  level: { l1: 'Province', l2: 'City', l3: 'County' },
  column: {
    code: 'Code',
    name: 'Name',
    level: 'Level',
    parentCode: 'Parent code',
    updateBy: 'Changed by',
    updateTime: 'Changed',
    actions: 'Actions',
  },
  crumbs: { root: 'Whole country' },
  action: { children: 'Within', rename: 'Rename', edit: 'Edit', delete: 'Delete' },
  rename: { title: 'Rename {{name}}', name: 'Name' },
  groups: {
    add: 'Add a group',
    category: 'Category',
    groupCode: 'Group code',
    groupName: 'Group name',
    regions: 'Regions covered',
    sortNumber: 'Order',
    addTitle: 'Add a region group',
    editTitle: 'Edit the region group',
    deleteConfirm: 'Delete this group?',
    office: 'Offices',
  },
  form: { ok: 'OK', cancel: 'Cancel' },
  done: { added: 'Added successfully', edited: 'Edited successfully', deleted: 'Deleted successfully' },
};
