/**
 * The dictionaries of spec 001 §3: the mock enumerations and the dictionary codes
 * it names. `code` is what rows store, `value` the text shown; a dictionary's own
 * `value` is its Chinese name. Items are listed in display order (sortNumber = position).
 */

export interface SeedDictionary {
  code: string;
  value: string;
  remarks?: string;
  items: readonly (readonly [code: string, value: string])[];
}

export const DICTIONARIES: readonly SeedDictionary[] = [
  {
    code: 'send_status',
    value: '发布状态',
    remarks: '通告的发布状态',
    items: [
      ['0', '未发布'],
      ['1', '已发布'],
      ['2', '已撤销'],
    ],
  },
  {
    code: 'user_status',
    value: '用户状态',
    items: [
      ['1', '正常'],
      ['2', '冻结'],
    ],
  },
  {
    code: 'del_flag',
    value: '删除标记',
    items: [
      ['0', '正常'],
      ['1', '已删除'],
    ],
  },
  {
    code: 'menu_type',
    value: '菜单类型',
    items: [
      ['0', '一级菜单'],
      ['1', '子菜单'],
      ['2', '按钮权限'],
    ],
  },
  {
    code: 'quartz_status',
    value: '定时任务状态',
    items: [
      ['0', '正常'],
      ['-1', '停止'],
    ],
  },
  {
    code: 'msg_send_status',
    value: '消息发送状态',
    items: [
      ['0', '未发送'],
      ['1', '发送成功'],
      ['2', '发送失败'],
    ],
  },
  {
    code: 'msg_type',
    value: '消息类型',
    items: [
      ['1', '短信'],
      ['2', '邮件'],
      ['3', '微信'],
      ['4', '系统消息'],
    ],
  },
  {
    code: 'log_type',
    value: '日志类型',
    items: [
      ['1', '登录日志'],
      ['2', '操作日志'],
    ],
  },
  {
    code: 'operation_type',
    value: '操作类型',
    items: [
      ['1', '查询'],
      ['2', '添加'],
      ['3', '修改'],
      ['4', '删除'],
      ['5', '导入'],
      ['6', '导出'],
    ],
  },
  {
    code: 'priority',
    value: '优先级',
    items: [
      ['H', '高'],
      ['M', '中'],
      ['L', '低'],
    ],
  },
  {
    code: 'urgency',
    value: '紧急程度',
    items: [
      ['1', '一般'],
      ['2', '紧急'],
      ['3', '特急'],
    ],
  },
  {
    code: 'post_rank',
    value: '职级',
    items: [
      ['1', '员级'],
      ['2', '助理级'],
      ['3', '中级'],
      ['4', '副高级'],
      ['5', '正高级'],
    ],
  },
  {
    code: 'sex',
    value: '性别',
    items: [
      ['1', '男'],
      ['2', '女'],
    ],
  },
  {
    code: 'depart_status',
    value: '部门状态',
    items: [
      ['1', '启用'],
      ['0', '停用'],
    ],
  },
  {
    code: 'organ_category',
    value: '机构类别',
    items: [
      ['1', '公司'],
      ['2', '部门'],
      ['3', '岗位'],
    ],
  },
  {
    code: 'app_status',
    value: '应用状态',
    items: [
      ['1', '启用'],
      ['0', '停用'],
    ],
  },
  {
    code: 'data_rule_condition',
    value: '数据规则条件',
    remarks: '数据权限规则的比较方式',
    items: [
      ['=', '等于'],
      ['!=', '不等于'],
      ['>', '大于'],
      ['>=', '大于等于'],
      ['<', '小于'],
      ['<=', '小于等于'],
      ['IN', '包含'],
      ['LIKE', '模糊匹配'],
      ['LEFT_LIKE', '左模糊'],
      ['RIGHT_LIKE', '右模糊'],
    ],
  },
  {
    code: 'side_menu_bg',
    value: '侧边栏背景',
    remarks: '主题侧边栏背景图，顺序即可选顺序（spec 001 §9）',
    items: [
      ['1', '背景一'],
      ['7', '背景七'],
      ['8', '背景八'],
      ['9', '背景九'],
      ['2', '背景二'],
    ],
  },
  {
    code: 'header_bg',
    value: '顶栏背景',
    items: [
      ['1', '背景一'],
      ['2', '背景二'],
      ['3', '背景三'],
      ['4', '背景四'],
      ['5', '背景五'],
    ],
  },
  {
    code: 'organ_type',
    value: '机构类型',
    items: [
      ['company', '公司'],
      ['department', '部门'],
      ['unit', '申报单位'],
      ['position', '岗位'],
    ],
  },
  {
    code: 'user_type',
    value: '用户类型',
    items: [
      ['staff', '工作人员'],
      ['declarer', '申报用户'],
      ['expert', '评审专家'],
    ],
  },
  {
    code: 'template_type',
    value: '模板类型',
    items: [
      ['1', '短信'],
      ['2', '邮件'],
      ['3', '微信'],
      ['4', '系统消息'],
    ],
  },
  {
    code: 'post_type',
    value: '岗位类型',
    items: [
      ['management', '管理岗位'],
      ['technical', '专业技术岗位'],
      ['skilled', '工勤技能岗位'],
    ],
  },
  {
    code: 'grade',
    value: '奖励等级',
    items: [
      ['special', '特等奖'],
      ['first', '一等奖'],
      ['second', '二等奖'],
      ['third', '三等奖'],
    ],
  },
  {
    code: 'login_type',
    value: '登录方式',
    items: [
      ['password', '账号密码'],
      ['sms', '短信验证码'],
    ],
  },
  {
    // The experts' discipline (DOMAIN.md "Expert"); declarations and review groups use it too.
    code: 'discipline',
    value: '学科领域',
    remarks: '专家、申报项目与评审分组的学科领域',
    items: [
      ['mathematics', '数学'],
      ['physics', '物理学'],
      ['chemistry', '化学'],
      ['life_science', '生命科学'],
      ['earth_science', '地球科学'],
      ['materials', '材料科学与工程'],
      ['mechanical', '机械工程'],
      ['electrical', '电气工程'],
      ['electronics', '电子信息'],
      ['computer', '计算机科学与技术'],
      ['civil', '土木建筑工程'],
      ['energy', '能源与动力工程'],
      ['environment', '环境科学与工程'],
      ['agriculture', '农业科学'],
      ['medicine', '医药卫生'],
      ['management', '管理科学'],
    ],
  },
];
