/** The layout administration's strings in the default language; zh_TW and en_GB follow this shape. */
export const zhCN = {
  search: { layoutName: '布局名称', menuMode: '菜单模式' },
  toolbar: { add: '新增布局' },
  column: {
    layoutName: '布局名称',
    menuMode: '菜单模式',
    config: '已设置的属性',
    remarks: '备注',
    updateTime: '更新时间',
    actions: '操作',
  },
  menuMode: { side: '侧边菜单', top: '顶部菜单' },
  action: { edit: '编辑', delete: '删除', deleteConfirm: '确定删除该布局吗？' },
  form: {
    addTitle: '新增布局',
    editTitle: '编辑布局',
    layoutName: '布局名称',
    menuMode: '菜单模式',
    remarks: '备注',
    properties: '主题属性',
    propertiesHint: '与默认值相同的属性不保存，默认值改变时随之改变',
    configured: '已改 {{count}} 项',
    allDefault: '均为默认值',
  },
  done: { added: '添加成功!', edited: '编辑成功!', deleted: '删除成功!' },
};

export type LayoutsMessages = typeof zhCN;
