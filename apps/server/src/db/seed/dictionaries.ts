/**
 * The dictionaries of spec 001 §3: the mock enumerations and the dictionary codes
 * it names. `code` is what rows store, `value` the text shown; a dictionary's own
 * `value` is its Chinese name. Items are listed in display order (sortNumber = position).
 * Each name carries its zh_TW and en_GB versions (issue 13), seeded into `valueI18n`
 * of new rows, and of existing rows that have none while their name is still the seed's.
 */

/** An item: the code rows store, and its name in zh_CN, zh_TW and en_GB. */
export type SeedDictItem = readonly [code: string, zhCN: string, zhTW: string, enGB: string];

export interface SeedDictionary {
  code: string;
  /** The dictionary's name in zh_CN, zh_TW and en_GB. */
  value: readonly [zhCN: string, zhTW: string, enGB: string];
  remarks?: string;
  items: readonly SeedDictItem[];
}

/** The name's other versions as the `valueI18n` column holds them. */
export const seedTranslation = ([, zhTW, enGB]: readonly [string, string, string]) => ({
  zh_TW: zhTW,
  en_GB: enGB,
});

export const DICTIONARIES: readonly SeedDictionary[] = [
  {
    code: 'send_status',
    value: ['发布状态', '發布狀態', 'Publication status'],
    remarks: '通告的发布状态',
    items: [
      ['0', '未发布', '未發布', 'Unpublished'],
      ['1', '已发布', '已發布', 'Published'],
      ['2', '已撤销', '已撤銷', 'Withdrawn'],
    ],
  },
  {
    code: 'user_status',
    value: ['用户状态', '用戶狀態', 'User status'],
    items: [
      ['1', '正常', '正常', 'Active'],
      ['2', '冻结', '凍結', 'Frozen'],
    ],
  },
  {
    code: 'del_flag',
    value: ['删除标记', '刪除標記', 'Deletion flag'],
    items: [
      ['0', '正常', '正常', 'Normal'],
      ['1', '已删除', '已刪除', 'Deleted'],
    ],
  },
  {
    code: 'menu_type',
    value: ['菜单类型', '菜單類型', 'Menu type'],
    items: [
      ['0', '一级菜单', '一級菜單', 'Top-level menu'],
      ['1', '子菜单', '子菜單', 'Submenu'],
      ['2', '按钮权限', '按鈕權限', 'Button permission'],
    ],
  },
  {
    code: 'quartz_status',
    value: ['定时任务状态', '定時任務狀態', 'Scheduled job status'],
    items: [
      ['0', '正常', '正常', 'Running'],
      ['-1', '停止', '停止', 'Stopped'],
    ],
  },
  {
    code: 'msg_send_status',
    value: ['消息发送状态', '消息發送狀態', 'Message sending status'],
    items: [
      ['0', '未发送', '未發送', 'Not sent'],
      ['1', '发送成功', '發送成功', 'Sent'],
      ['2', '发送失败', '發送失敗', 'Failed'],
    ],
  },
  {
    code: 'msg_type',
    value: ['消息类型', '消息類型', 'Message type'],
    items: [
      ['1', '短信', '短信', 'SMS'],
      ['2', '邮件', '郵件', 'E-mail'],
      ['3', '微信', '微信', 'WeChat'],
      ['4', '系统消息', '系統消息', 'System message'],
    ],
  },
  {
    code: 'log_type',
    value: ['日志类型', '日誌類型', 'Log type'],
    items: [
      ['1', '登录日志', '登錄日誌', 'Login log'],
      ['2', '操作日志', '操作日誌', 'Operation log'],
    ],
  },
  {
    code: 'operation_type',
    value: ['操作类型', '操作類型', 'Operation type'],
    items: [
      ['1', '查询', '查詢', 'Query'],
      ['2', '添加', '添加', 'Add'],
      ['3', '修改', '修改', 'Edit'],
      ['4', '删除', '刪除', 'Delete'],
      ['5', '导入', '導入', 'Import'],
      ['6', '导出', '導出', 'Export'],
    ],
  },
  {
    code: 'priority',
    value: ['优先级', '優先級', 'Priority'],
    items: [
      ['H', '高', '高', 'High'],
      ['M', '中', '中', 'Medium'],
      ['L', '低', '低', 'Low'],
    ],
  },
  {
    code: 'urgency',
    value: ['紧急程度', '緊急程度', 'Urgency'],
    items: [
      ['1', '一般', '一般', 'Normal'],
      ['2', '紧急', '緊急', 'Urgent'],
      ['3', '特急', '特急', 'Most urgent'],
    ],
  },
  {
    code: 'post_rank',
    value: ['职级', '職級', 'Rank'],
    items: [
      ['1', '员级', '員級', 'Junior'],
      ['2', '助理级', '助理級', 'Assistant'],
      ['3', '中级', '中級', 'Intermediate'],
      ['4', '副高级', '副高級', 'Associate senior'],
      ['5', '正高级', '正高級', 'Senior'],
    ],
  },
  {
    code: 'sex',
    value: ['性别', '性別', 'Sex'],
    items: [
      ['1', '男', '男', 'Male'],
      ['2', '女', '女', 'Female'],
    ],
  },
  {
    code: 'depart_status',
    value: ['部门状态', '部門狀態', 'Department status'],
    items: [
      ['1', '启用', '啟用', 'Enabled'],
      ['0', '停用', '停用', 'Disabled'],
    ],
  },
  {
    code: 'organ_category',
    value: ['机构类别', '機構類別', 'Organisation category'],
    items: [
      ['1', '公司', '公司', 'Company'],
      ['2', '部门', '部門', 'Department'],
      ['3', '岗位', '崗位', 'Post'],
    ],
  },
  {
    code: 'app_status',
    value: ['应用状态', '應用狀態', 'Application status'],
    items: [
      ['1', '启用', '啟用', 'Enabled'],
      ['0', '停用', '停用', 'Disabled'],
    ],
  },
  {
    code: 'data_rule_condition',
    value: ['数据规则条件', '數據規則條件', 'Data rule condition'],
    remarks: '数据权限规则的比较方式',
    items: [
      ['=', '等于', '等於', 'Equals'],
      ['!=', '不等于', '不等於', 'Does not equal'],
      ['>', '大于', '大於', 'Greater than'],
      ['>=', '大于等于', '大於等於', 'Greater than or equal to'],
      ['<', '小于', '小於', 'Less than'],
      ['<=', '小于等于', '小於等於', 'Less than or equal to'],
      ['IN', '包含', '包含', 'One of'],
      ['LIKE', '模糊匹配', '模糊匹配', 'Contains'],
      // "Left fuzzy": anything before the value (platform/data-rules.ts).
      ['LEFT_LIKE', '左模糊', '左模糊', 'Ends with'],
      ['RIGHT_LIKE', '右模糊', '右模糊', 'Starts with'],
    ],
  },
  {
    code: 'side_menu_bg',
    value: ['侧边栏背景', '側邊欄背景', 'Side menu background'],
    remarks: '主题侧边栏背景图，顺序即可选顺序（spec 001 §9）',
    items: [
      ['1', '背景一', '背景一', 'Background 1'],
      ['7', '背景七', '背景七', 'Background 7'],
      ['8', '背景八', '背景八', 'Background 8'],
      ['9', '背景九', '背景九', 'Background 9'],
      ['2', '背景二', '背景二', 'Background 2'],
    ],
  },
  {
    code: 'header_bg',
    value: ['顶栏背景', '頂欄背景', 'Header background'],
    items: [
      ['1', '背景一', '背景一', 'Background 1'],
      ['2', '背景二', '背景二', 'Background 2'],
      ['3', '背景三', '背景三', 'Background 3'],
      ['4', '背景四', '背景四', 'Background 4'],
      ['5', '背景五', '背景五', 'Background 5'],
    ],
  },
  {
    code: 'organ_type',
    value: ['机构类型', '機構類型', 'Organisation type'],
    items: [
      ['company', '公司', '公司', 'Company'],
      ['department', '部门', '部門', 'Department'],
      ['unit', '申报单位', '申報單位', 'Declaring unit'],
      ['position', '岗位', '崗位', 'Post'],
      ['recommender', '推荐单位', '推薦單位', 'Recommending unit'],
    ],
  },
  {
    code: 'user_type',
    value: ['用户类型', '用戶類型', 'User type'],
    items: [
      ['staff', '工作人员', '工作人員', 'Staff'],
      ['declarer', '申报用户', '申報用戶', 'Declarer'],
      ['expert', '评审专家', '評審專家', 'Review expert'],
      ['recommender', '推荐单位用户', '推薦單位用戶', 'Recommending unit'],
      ['person', '个人用户', '個人用戶', 'Individual'],
    ],
  },
  {
    code: 'template_type',
    value: ['模板类型', '模板類型', 'Template type'],
    items: [
      ['1', '短信', '短信', 'SMS'],
      ['2', '邮件', '郵件', 'E-mail'],
      ['3', '微信', '微信', 'WeChat'],
      ['4', '系统消息', '系統消息', 'System message'],
    ],
  },
  {
    code: 'post_type',
    value: ['岗位类型', '崗位類型', 'Post type'],
    items: [
      ['management', '管理岗位', '管理崗位', 'Management'],
      ['technical', '专业技术岗位', '專業技術崗位', 'Professional and technical'],
      ['skilled', '工勤技能岗位', '工勤技能崗位', 'Skilled support'],
    ],
  },
  {
    code: 'grade',
    value: ['奖励等级', '獎勵等級', 'Award grade'],
    items: [
      ['special', '特等奖', '特等獎', 'Special prize'],
      ['first', '一等奖', '一等獎', 'First prize'],
      ['second', '二等奖', '二等獎', 'Second prize'],
      ['third', '三等奖', '三等獎', 'Third prize'],
    ],
  },
  {
    code: 'login_type',
    value: ['登录方式', '登錄方式', 'Sign-in method'],
    items: [
      ['password', '账号密码', '賬號密碼', 'Account and password'],
      ['sms', '短信验证码', '短信驗證碼', 'SMS code'],
      ['cas', '单点登录', '單點登錄', 'Single sign-on'],
      ['oauth', '第三方登录', '第三方登錄', 'Third-party sign-in'],
    ],
  },
  {
    // The experts' discipline (DOMAIN.md "Expert"); declarations and review groups use it too.
    code: 'discipline',
    value: ['学科领域', '學科領域', 'Discipline'],
    remarks: '专家、申报项目与评审分组的学科领域',
    items: [
      ['mathematics', '数学', '數學', 'Mathematics'],
      ['physics', '物理学', '物理學', 'Physics'],
      ['chemistry', '化学', '化學', 'Chemistry'],
      ['life_science', '生命科学', '生命科學', 'Life sciences'],
      ['earth_science', '地球科学', '地球科學', 'Earth sciences'],
      ['materials', '材料科学与工程', '材料科學與工程', 'Materials science and engineering'],
      ['mechanical', '机械工程', '機械工程', 'Mechanical engineering'],
      ['electrical', '电气工程', '電氣工程', 'Electrical engineering'],
      ['electronics', '电子信息', '電子信息', 'Electronic information'],
      ['computer', '计算机科学与技术', '計算機科學與技術', 'Computer science and technology'],
      ['civil', '土木建筑工程', '土木建築工程', 'Civil engineering and architecture'],
      ['energy', '能源与动力工程', '能源與動力工程', 'Energy and power engineering'],
      ['environment', '环境科学与工程', '環境科學與工程', 'Environmental science and engineering'],
      ['agriculture', '农业科学', '農業科學', 'Agricultural sciences'],
      ['medicine', '医药卫生', '醫藥衛生', 'Medicine and health'],
      ['management', '管理科学', '管理科學', 'Management science'],
    ],
  },
];
