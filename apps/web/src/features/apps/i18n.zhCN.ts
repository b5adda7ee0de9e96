/** The app administration's strings in the default language; zh_TW and en_GB follow this shape. */
export const zhCN = {
  search: { appName: '应用名称', appCode: '应用编码', appStatus: '应用状态' },
  toolbar: { add: '新增', batchDelete: '批量删除', batchConfirm: '确定删除选中的 {{count}} 个应用吗？' },
  column: {
    appName: '应用名称',
    appCode: '应用编码',
    appShortName: '应用简称',
    appStatus: '状态',
    deploy: '部署地址',
    visitUrl: '访问地址',
    sortNumber: '排序',
    updateTime: '更新时间',
    actions: '操作',
  },
  status: { enabled: '启用', disabled: '停用' },
  action: { edit: '编辑', delete: '删除', deleteConfirm: '确定删除该应用吗？' },
  form: {
    addTitle: '新增应用',
    editTitle: '编辑应用',
    appCode: '应用编码',
    appCodeFixed: '应用编码创建后不能修改（门户初始化时以它识别应用）',
    appName: '应用名称',
    appShortName: '应用简称',
    appIcon: '应用图标',
    appStatus: '应用状态',
    deployIp: '部署地址',
    deployPort: '端口',
    visitUrl: '访问地址',
    sortNumber: '排序',
  },
  done: { added: '添加成功!', edited: '编辑成功!', deleted: '删除成功!', batchDeleted: '批量删除成功!' },
};

export type AppsMessages = typeof zhCN;
