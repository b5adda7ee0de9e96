import { LOGIN_MESSAGES } from '@awards/shared/auth';

/** The default language; its shape is the contract the other locales must fill. */
export const zhCN = {
  app: {
    title: '奖励申报系统',
    loading: '加载中…',
  },
  http: {
    title: '系统提示',
    unauthorised: '未授权，请重新登录',
    forbidden: '拒绝访问',
    notFound: '很抱歉，资源未找到!',
    timeout: '网络超时',
    network: '网络连接失败，请检查网络',
    failed: '请求失败',
    initFailed: '请求用户信息失败，请重试！',
  },
  login: {
    heading: '账户密码登录',
    username: '用户名/账号',
    password: '密码',
    captcha: '验证码',
    captchaRefresh: '看不清？点击换一张',
    submit: '登录',
    failed: '登录失败，请重试',
    noUserInfo: '登录失败：返回结果中缺少用户信息',
    language: '语言',
  },
  layout: {
    welcome: '欢迎您',
    logout: '退出登录',
    logoutTitle: '提示',
    logoutConfirm: '真的要注销登录吗？',
    ok: '确定',
    cancel: '取消',
  },
  home: {
    greeting: {
      morning: '早上好',
      forenoon: '上午好',
      noon: '中午好',
      afternoon: '下午好',
      evening: '晚上好',
    },
    greetingLine: '{{greeting}}，{{name}}',
    welcome: '欢迎使用奖励申报系统',
  },
  placeholder: {
    building: '此页面正在建设中',
  },
  exception: {
    forbidden: '抱歉，你无权访问该页面',
    notFound: '抱歉，你访问的页面不存在',
    serverError: '抱歉，服务器出错了',
    crashed: '页面加载出错，请刷新重试',
    backHome: '返回首页',
    reload: '刷新',
  },
  /** Translations of the messages the shared package (and so the server) writes in Chinese. */
  shared: {
    login: { ...LOGIN_MESSAGES } as Record<keyof typeof LOGIN_MESSAGES, string>,
  },
};

export type Messages = typeof zhCN;
