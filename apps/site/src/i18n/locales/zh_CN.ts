/** The site's words in the default language; its shape is the contract the other locales fill. */
export const zhCN = {
  app: {
    /** The site's name until the project settings arrive (their title is the system's name). */
    title: '奖励申报',
    tagline: '申报单位与评审专家的在线服务',
    loading: '加载中…',
    skipToContent: '跳到正文',
  },
  nav: {
    main: '主导航',
    footer: '页脚导航',
    home: '首页',
    notices: '通知公告',
    editions: '申报评选',
    contact: '联系我们',
    signIn: '登录',
    myArea: '个人中心',
    account: '我的账户',
    signOut: '退出登录',
    openMenu: '打开菜单',
    closeMenu: '关闭菜单',
    portal: '工作人员入口',
  },
  footer: {
    portal: '工作人员请前往工作人员门户',
  },
  signIn: {
    pageTitle: '登录',
    heading: '申报单位、评审专家、推荐单位与个人在此登录',
    tabPassword: '密码登录',
    tabPhone: '短信登录',
    method: '登录方式',
    forgot: '忘记密码？',
    failed: '登录失败，请重试',
    noUserInfo: '登录失败：返回结果中缺少用户信息',
    staffTitle: '您是工作人员',
    staffText: '本网站供申报单位、评审专家、推荐单位和个人使用，工作人员请前往工作人员门户登录。',
    staffLink: '前往工作人员门户',
  },
  account: {
    menu: '个人中心菜单',
    hello: '您好，',
    signedOut: '已退出登录',
    expired: '登录已过期，请重新登录',
  },
  placeholder: {
    title: '即将开放',
    text: '此功能正在建设中，开放后将在这里办理。',
  },
  errors: {
    notFound: '页面不存在',
    notFoundText: '您访问的页面不存在或已被移除。',
    backHome: '返回首页',
    loadFailed: '加载失败',
    retry: '重试',
  },
};

export type Messages = typeof zhCN;
