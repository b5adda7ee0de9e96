import type { Messages } from './zh_CN';

/** 繁體中文. */
export const zhTW: Messages = {
  app: {
    title: '獎勵申報',
    tagline: '申報單位與評審專家的線上服務',
    loading: '載入中…',
    skipToContent: '跳到正文',
  },
  nav: {
    main: '主導覽',
    footer: '頁尾導覽',
    home: '首頁',
    notices: '通知公告',
    editions: '申報評選',
    contact: '聯絡我們',
    signIn: '登入',
    myArea: '個人中心',
    account: '我的帳戶',
    signOut: '登出',
    openMenu: '開啟選單',
    closeMenu: '關閉選單',
    portal: '工作人員入口',
  },
  footer: {
    portal: '工作人員請前往工作人員入口網站',
  },
  signIn: {
    pageTitle: '登入',
    heading: '申報單位、評審專家、推薦單位與個人在此登入',
    tabPassword: '密碼登入',
    tabPhone: '簡訊登入',
    method: '登入方式',
    forgot: '忘記密碼？',
    failed: '登入失敗，請重試',
    noUserInfo: '登入失敗：回應中缺少使用者資訊',
    staffTitle: '您是工作人員',
    staffText: '本網站供申報單位、評審專家、推薦單位和個人使用，工作人員請前往工作人員入口網站登入。',
    staffLink: '前往工作人員入口網站',
  },
  account: {
    menu: '個人中心選單',
    hello: '您好，',
    signedOut: '已登出',
    expired: '登入已逾期，請重新登入',
  },
  placeholder: {
    title: '即將開放',
    text: '此功能正在建置中，開放後將在這裡辦理。',
  },
  errors: {
    notFound: '頁面不存在',
    notFoundText: '您存取的頁面不存在或已被移除。',
    backHome: '返回首頁',
    loadFailed: '載入失敗',
    retry: '重試',
  },
};
