/** The region administration's strings in the default language; zh_TW and en_GB follow this shape. */
export const zhCN = {
  tabs: { regions: '行政区划', groups: '区域分组' },
  search: { keyword: '代码/名称', level: '级别', parent: '上级区划', category: '分组分类' },
  level: { l1: '省级', l2: '地级', l3: '县级' },
  column: {
    code: '区划代码',
    name: '名称',
    level: '级别',
    parentCode: '上级代码',
    updateBy: '修改人',
    updateTime: '修改时间',
    actions: '操作',
  },
  crumbs: { root: '全国' },
  action: { children: '下级', rename: '重命名', edit: '编辑', delete: '删除' },
  rename: { title: '重命名：{{name}}', name: '名称' },
  groups: {
    add: '新增分组',
    category: '分组分类',
    groupCode: '分组编码',
    groupName: '分组名称',
    regions: '包含区划',
    sortNumber: '排序',
    addTitle: '新增区域分组',
    editTitle: '编辑区域分组',
    deleteConfirm: '确定删除该分组吗？',
    office: '办事处',
  },
  form: { ok: '确定', cancel: '取消' },
  done: { added: '添加成功!', edited: '编辑成功!', deleted: '删除成功!' },
};

export type RegionsMessages = typeof zhCN;
