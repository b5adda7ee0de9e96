/** The project settings page's strings in the default language; zh_TW and en_GB follow this shape. */
export const zhCN = {
  section: {
    texts: '登录页与页脚',
    filing: '备案信息',
    clock: '时间显示',
  },
  form: {
    title: '系统名称',
    description: '系统描述',
    copyright: '版权信息',
    contact: '联系方式（公开网站）',
    publicSecurity: '公安备案号',
    publicSecurityUrl: '公安备案链接',
    icp: 'ICP备案号',
    icpUrl: 'ICP备案链接',
    filingHint: '备案号与链接都不填则不显示该备案',
    timeZone: '时区',
    timeZoneHint: '页面、消息、导出与打印中的时间都按此时区显示',
    now: '该时区现在是 {{time}}',
    save: '保存',
    reset: '重置',
  },
  updated: '最后修改：{{by}}，{{time}}',
  readOnly: '您没有修改项目设置的权限',
  done: { saved: '保存成功!' },
};

export type ProjectMessages = typeof zhCN;
