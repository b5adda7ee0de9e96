import type { AppCreate, AppUpdate, AppView } from '@awards/shared/apps';

/** The app form's values: the wire fields, with the status as a switch. */
export interface AppFormValues {
  appCode: string;
  appName: string;
  appShortName?: string;
  appIcon?: string | null;
  appEnabled: boolean;
  deployIp?: string;
  deployPort?: number | null;
  visitUrl?: string;
  sortNumber?: number | null;
}

export const NEW_APP: Partial<AppFormValues> = { appEnabled: true, appIcon: null };

export function appValues(app: AppView): AppFormValues {
  return {
    appCode: app.appCode,
    appName: app.appName,
    appShortName: app.appShortName ?? '',
    appIcon: app.appIcon,
    appEnabled: app.appStatus === 1,
    deployIp: app.deployIp ?? '',
    deployPort: app.deployPort,
    visitUrl: app.visitUrl ?? '',
    sortNumber: app.sortNumber,
  };
}

/** Blank texts go as '' (the schema reads "none"); an empty number is left out or cleared. */
export function toAppCreate({ appEnabled, sortNumber, deployPort, ...rest }: AppFormValues): AppCreate {
  return {
    ...rest,
    appStatus: appEnabled ? 1 : 0,
    deployPort: deployPort ?? null,
    ...(typeof sortNumber === 'number' ? { sortNumber } : {}),
  };
}

/** The update call: the same fields minus the code, which is fixed once created. */
export function toAppUpdate(appId: number, values: AppFormValues): AppUpdate {
  const { appCode: _fixed, ...rest } = toAppCreate(values);
  return { ...rest, appId };
}
