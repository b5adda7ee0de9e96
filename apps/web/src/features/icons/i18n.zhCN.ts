/** The icon administration's strings in the default language; zh_TW and en_GB follow this shape. */
export const zhCN = {
  search: { iconTitle: '图标名称' },
  toolbar: { add: '新增图标' },
  column: {
    preview: '图标',
    iconTitle: '图标名称',
    code: '菜单图标值',
    viewBox: '视图框',
    sortNumber: '排序',
    updateTime: '更新时间',
    actions: '操作',
  },
  action: { edit: '编辑', delete: '删除', deleteConfirm: '确定删除该图标吗？' },
  form: {
    addTitle: '新增图标',
    editTitle: '编辑图标',
    iconTitle: '图标名称',
    pathContent: '路径数据',
    pathHint: '只填写 SVG <path> 的 d 属性，例如 M512 64L960 512L512 960L64 512Z',
    viewBox: '视图框',
    sortNumber: '排序',
    preview: '预览',
  },
  done: { added: '添加成功!', edited: '编辑成功!', deleted: '删除成功!' },
};

export type IconsMessages = typeof zhCN;
