import type { AppOption, AppView } from '@awards/shared/apps';
import type { apps } from '../../db/schema';

type AppRow = typeof apps.$inferSelect;

export function presentApp(row: AppRow): AppView {
  return {
    appId: row.id,
    appCode: row.appCode,
    appName: row.appName,
    appShortName: row.appShortName,
    appIcon: row.appIcon,
    appStatus: row.appStatus,
    deployIp: row.deployIp,
    deployPort: row.deployPort,
    visitUrl: row.visitUrl,
    sortNumber: row.sortNumber,
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
    updateBy: row.updateBy,
    updateTime: row.updateTime?.toISOString() ?? null,
  };
}

/** What a select needs, and nothing of where the app is deployed. */
export function presentAppOption(row: Pick<AppRow, 'id' | 'appCode' | 'appName' | 'appStatus'>): AppOption {
  return { appId: row.id, appCode: row.appCode, appName: row.appName, appStatus: row.appStatus };
}
