import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The analysis and workplace pages' strings (the home page keeps its own namespace in i18n.ts). */
const zhCN = {
  period: '近 {{days}} 天',
  periodChoice: '统计时段',
  totals: {
    requests: '请求数',
    errorRate: '服务端错误率',
    distinctUsers: '访问用户数',
    jobRuns: '任务执行次数',
    jobFailures: '任务失败次数',
  },
  chart: {
    visits: '每日访问与登录',
    requests: '每日请求与错误率',
    logins: '每日登录结果',
    jobs: '每日任务执行结果',
    busiest: '最繁忙的接口',
  },
  series: {
    visits: '访问',
    logins: '登录',
    requests: '请求',
    serverErrors: '服务端错误(5xx)',
    clientErrors: '客户端错误(4xx)',
    errorRate: '错误率',
    success: '成功',
    failure: '失败',
  },
  route: { path: '接口', requests: '请求数', meanMs: '平均(ms)', maxMs: '最大(ms)', errors: '错误数' },
  workplace: { title: '工作台', today: '今日概况', week: '近7天运行情况' },
  loadFailed: '统计数据加载失败',
  retry: '重试',
  noData: '该时段没有记录',
};
type Messages = typeof zhCN;

const zhTW: Messages = {
  period: '近 {{days}} 天',
  periodChoice: '統計時段',
  totals: {
    requests: '請求數',
    errorRate: '服務端錯誤率',
    distinctUsers: '訪問用戶數',
    jobRuns: '任務執行次數',
    jobFailures: '任務失敗次數',
  },
  chart: {
    visits: '每日訪問與登錄',
    requests: '每日請求與錯誤率',
    logins: '每日登錄結果',
    jobs: '每日任務執行結果',
    busiest: '最繁忙的接口',
  },
  series: {
    visits: '訪問',
    logins: '登錄',
    requests: '請求',
    serverErrors: '服務端錯誤(5xx)',
    clientErrors: '客戶端錯誤(4xx)',
    errorRate: '錯誤率',
    success: '成功',
    failure: '失敗',
  },
  route: { path: '接口', requests: '請求數', meanMs: '平均(ms)', maxMs: '最大(ms)', errors: '錯誤數' },
  workplace: { title: '工作台', today: '今日概況', week: '近7天運行情況' },
  loadFailed: '統計數據加載失敗',
  retry: '重試',
  noData: '該時段沒有記錄',
};

const enGB: Messages = {
  period: 'Last {{days}} days',
  periodChoice: 'Period',
  totals: {
    requests: 'Requests',
    errorRate: 'Server error rate',
    distinctUsers: 'Users',
    jobRuns: 'Job runs',
    jobFailures: 'Failed job runs',
  },
  chart: {
    visits: 'Visits and sign-ins per day',
    requests: 'Requests and error rate per day',
    logins: 'Sign-in outcomes per day',
    jobs: 'Job outcomes per day',
    busiest: 'Busiest routes',
  },
  series: {
    visits: 'Visits',
    logins: 'Sign-ins',
    requests: 'Requests',
    serverErrors: 'Server errors (5xx)',
    clientErrors: 'Client errors (4xx)',
    errorRate: 'Error rate',
    success: 'Succeeded',
    failure: 'Failed',
  },
  route: { path: 'Route', requests: 'Requests', meanMs: 'Mean (ms)', maxMs: 'Max (ms)', errors: 'Errors' },
  workplace: { title: 'Workplace', today: 'Today', week: 'The last 7 days' },
  loadFailed: 'The figures could not be loaded',
  retry: 'Retry',
  noData: 'Nothing recorded in this period',
};

export const ANALYSIS_NS = 'dashboardAnalysis';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, ANALYSIS_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & (string | number)];
export type AnalysisT = (key: Leaves<Messages>, options?: Record<string, unknown>) => string;

export function useAnalysisT(): AnalysisT {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'.
  const { t } = useTranslation(ANALYSIS_NS as unknown as 'translation');
  return t as unknown as AnalysisT;
}
