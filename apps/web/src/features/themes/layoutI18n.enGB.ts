import type { LayoutsMessages } from './layoutI18n.zhCN';

export const enGB: LayoutsMessages = {
  search: { layoutName: 'Layout name', menuMode: 'Menu mode' },
  toolbar: { add: 'Add a layout' },
  column: {
    layoutName: 'Layout name',
    menuMode: 'Menu mode',
    config: 'Properties set',
    remarks: 'Remarks',
    updateTime: 'Updated',
    actions: 'Actions',
  },
  menuMode: { side: 'Side menu', top: 'Top menu' },
  action: { edit: 'Edit', delete: 'Delete', deleteConfirm: 'Delete this layout?' },
  form: {
    addTitle: 'Add a layout',
    editTitle: 'Edit the layout',
    layoutName: 'Layout name',
    menuMode: 'Menu mode',
    remarks: 'Remarks',
    properties: 'Theme properties',
    propertiesHint: 'A property left at its default is not stored, and follows the default if it changes',
    configured: '{{count}} changed',
    allDefault: 'All at their defaults',
  },
  done: { added: 'Added successfully', edited: 'Edited successfully', deleted: 'Deleted successfully' },
};
