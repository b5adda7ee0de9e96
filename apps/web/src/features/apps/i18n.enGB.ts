import type { AppsMessages } from './i18n.zhCN';

export const enGB: AppsMessages = {
  search: { appName: 'App name', appCode: 'App code', appStatus: 'Status' },
  toolbar: {
    add: 'Add',
    batchDelete: 'Delete selected',
    batchConfirm: 'Delete the {{count}} selected apps?',
  },
  column: {
    appName: 'App name',
    appCode: 'App code',
    appShortName: 'Short name',
    appStatus: 'Status',
    deploy: 'Deployed at',
    visitUrl: 'Address',
    sortNumber: 'Order',
    updateTime: 'Updated',
    actions: 'Actions',
  },
  status: { enabled: 'Enabled', disabled: 'Disabled' },
  action: { edit: 'Edit', delete: 'Delete', deleteConfirm: 'Delete this app?' },
  form: {
    addTitle: 'Add an app',
    editTitle: 'Edit the app',
    appCode: 'App code',
    appCodeFixed: 'The code cannot change once created (the portal’s start-up call names the app by it)',
    appName: 'App name',
    appShortName: 'Short name',
    appIcon: 'Icon',
    appStatus: 'Status',
    deployIp: 'Host',
    deployPort: 'Port',
    visitUrl: 'Address',
    sortNumber: 'Order',
  },
  // Spec 001 §8's messages.
  done: {
    added: 'App added successfully',
    edited: 'App edited successfully',
    deleted: 'App deleted successfully',
    batchDeleted: 'App batch deleted successfully',
  },
};
